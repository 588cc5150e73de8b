// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Pair {
    function balanceOf(address account) external view returns (uint256);

    function transfer(address to, uint256 value) external returns (bool);
}

interface IStakeRefresh {
    function refreshStake(address staking) external;
}

/// @title A council's consensus-liquidity pool (KIP-226 CLDEX): WKAIA paired with a CL token.
/// @notice The pool's side the chain counts: the WKAIA it holds is stake of its council (the CL
/// registry names the pool), and, as KIP-226 asks of CLDEX, every function that moves its tokens
/// (mint, burn, skim) reports to the staking tracker. Liquidity follows UniswapV2's pair: tokens are
/// sent first, then mint() issues LP shares (sqrt of the product at first, proportional after) and
/// burn() pays out the shares sent back. Swapping is not modelled: the portal reads no prices.
contract CLPool {
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    address public immutable token0;
    address public immutable token1;
    address public immutable stakingTracker;

    uint112 private reserve0;
    uint112 private reserve1;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Sync(uint112 reserve0, uint112 reserve1);

    constructor(address _token0, address _token1, address _stakingTracker) {
        token0 = _token0;
        token1 = _token1;
        stakingTracker = _stakingTracker;
    }

    function getReserves() public view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        return (reserve0, reserve1, uint32(block.timestamp));
    }

    /// @dev Issues LP shares for what was sent since the last update.
    function mint(address to) external returns (uint256 liquidity) {
        uint256 balance0 = IERC20Pair(token0).balanceOf(address(this));
        uint256 balance1 = IERC20Pair(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;
        if (totalSupply == 0) {
            liquidity = sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            // Locked for good, so the pool can never be emptied to a zero supply.
            issue(address(0), MINIMUM_LIQUIDITY);
        } else {
            uint256 by0 = (amount0 * totalSupply) / reserve0;
            uint256 by1 = (amount1 * totalSupply) / reserve1;
            liquidity = by0 < by1 ? by0 : by1;
        }
        require(liquidity > 0, "CLPool: INSUFFICIENT_LIQUIDITY_MINTED");
        issue(to, liquidity);
        update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @dev Pays out, to `to`, the share of both tokens of the LP shares sent to the pool.
    function burn(address to) external returns (uint256 amount0, uint256 amount1) {
        uint256 balance0 = IERC20Pair(token0).balanceOf(address(this));
        uint256 balance1 = IERC20Pair(token1).balanceOf(address(this));
        uint256 liquidity = balanceOf[address(this)];
        amount0 = (liquidity * balance0) / totalSupply;
        amount1 = (liquidity * balance1) / totalSupply;
        require(amount0 > 0 && amount1 > 0, "CLPool: INSUFFICIENT_LIQUIDITY_BURNED");
        balanceOf[address(this)] = 0;
        totalSupply -= liquidity;
        emit Transfer(address(this), address(0), liquidity);
        require(IERC20Pair(token0).transfer(to, amount0) && IERC20Pair(token1).transfer(to, amount1), "CLPool: TRANSFER_FAILED");
        update(IERC20Pair(token0).balanceOf(address(this)), IERC20Pair(token1).balanceOf(address(this)));
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @dev Hands out whatever exceeds the reserves.
    function skim(address to) external {
        uint256 excess0 = IERC20Pair(token0).balanceOf(address(this)) - reserve0;
        uint256 excess1 = IERC20Pair(token1).balanceOf(address(this)) - reserve1;
        require(IERC20Pair(token0).transfer(to, excess0) && IERC20Pair(token1).transfer(to, excess1), "CLPool: TRANSFER_FAILED");
        IStakeRefresh(stakingTracker).refreshStake(address(this));
    }

    function sync() external {
        update(IERC20Pair(token0).balanceOf(address(this)), IERC20Pair(token1).balanceOf(address(this)));
    }

    /// @dev LP shares move by being sent back to the pool for burn(); other transfers are free.
    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "CLPool: INSUFFICIENT_BALANCE");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function update(uint256 balance0, uint256 balance1) private {
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "CLPool: OVERFLOW");
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        emit Sync(reserve0, reserve1);
        IStakeRefresh(stakingTracker).refreshStake(address(this));
    }

    function issue(address to, uint256 value) private {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}

/// @title The token a CL pool pairs with WKAIA: a fixed supply, all to the deployer.
contract CLToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory _name, string memory _symbol, uint256 supply) {
        name = _name;
        symbol = _symbol;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        return move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (from != msg.sender && allowance[from][msg.sender] != type(uint256).max) {
            require(allowance[from][msg.sender] >= value, "CLToken: allowance");
            allowance[from][msg.sender] -= value;
        }
        return move(from, to, value);
    }

    function move(address from, address to, uint256 value) private returns (bool) {
        require(balanceOf[from] >= value, "CLToken: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }
}
