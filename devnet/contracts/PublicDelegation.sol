// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./ConsensusInterfaces.sol";

/// @title KIP-163 public delegation of a CnStakingV3, as the network's: anyone stakes KAIA through it
/// and holds shares (pdKAIA, an ERC-20 that cannot be transferred) of everything it has staked.
/// @notice Rewards arrive as plain KAIA (the contract is its CnStakingV3's reward address); every
/// action first sweeps them (less the commission, paid to commissionTo) into the stake, so a share
/// grows in KAIA. Withdrawals burn shares at once and wait out CnStakingV3's STAKE_LOCKUP; a request
/// not claimed within a second lockup lapses and its KAIA is staked again for its owner.
contract PublicDelegation is Ownable {
    struct PDConstructorArgs {
        address owner;
        address commissionTo;
        uint256 commissionRate;
        string gcName;
    }

    enum WithdrawalRequestState {
        Undefined,
        Requested,
        Withdrawable,
        Withdrawn,
        PendingCancel,
        Canceled
    }

    string public constant CONTRACT_TYPE = "PublicDelegation";
    uint256 public constant VERSION = 1;
    uint256 public constant MAX_COMMISSION_RATE = 1e4;
    uint256 public constant COMMISSION_DENOMINATOR = 1e4;

    ICnStakingV3Calls public immutable baseCnStakingV3;

    address public commissionTo;
    /// @dev In 1/10,000 of the rewards.
    uint256 public commissionRate;
    mapping(address => uint256[]) public userRequestIds;
    mapping(uint256 => address) public requestIdToOwner;

    // ERC-20 state of the shares.
    string private tokenName;
    string private tokenSymbol;
    uint256 private supply;
    mapping(address => uint256) private balances;
    mapping(address => mapping(address => uint256)) private allowances;

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InvalidSender(address sender);
    error ERC20InvalidReceiver(address receiver);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidApprover(address approver);
    error ERC20InvalidSpender(address spender);

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event DeployContract(string _contractType, address _baseCnStakingV3, PDConstructorArgs _pdArgs);
    event UpdateCommissionTo(address indexed _prevCommissionTo, address indexed _commissionTo);
    event UpdateCommissionRate(uint256 indexed _prevCommissionRate, uint256 indexed _commissionRate);
    event SendCommission(address indexed _commissionTo, uint256 _commission);
    event Staked(address indexed _user, uint256 _assets, uint256 _shares);
    event Redeemed(address indexed _user, address indexed _recipient, uint256 _assets, uint256 _shares);
    event Redelegated(address indexed _user, address indexed _targetCnV3, uint256 _assets);
    event RequestWithdrawal(address indexed _user, address indexed _recipient, uint256 indexed _requestId, uint256 _assets);
    event RequestCancelWithdrawal(address indexed _user, uint256 indexed _requestId);
    event Claimed(address indexed _user, uint256 indexed _requestId);

    modifier notNull(address _address) {
        require(_address != address(0), "Address is null.");
        _;
    }

    constructor(address _baseCnStakingV3, PDConstructorArgs memory _pdArgs) Ownable(_pdArgs.owner) {
        require(_pdArgs.commissionRate <= MAX_COMMISSION_RATE, "Commission rate is too high.");
        tokenName = string(abi.encodePacked(_pdArgs.gcName, " Public Delegated KAIA"));
        tokenSymbol = string(abi.encodePacked(_pdArgs.gcName, "-pdKAIA"));
        baseCnStakingV3 = ICnStakingV3Calls(payable(_baseCnStakingV3));
        commissionRate = _pdArgs.commissionRate;
        commissionTo = _pdArgs.commissionTo;
        emit DeployContract(CONTRACT_TYPE, _baseCnStakingV3, _pdArgs);
    }

    /* ========== OPERATION (rewards so far are settled under the old terms first) ========== */

    function updateCommissionTo(address _commissionTo) external onlyOwner {
        sweepAndStake(address(0), 0);
        emit UpdateCommissionTo(commissionTo, _commissionTo);
        commissionTo = _commissionTo;
    }

    function updateCommissionRate(uint256 _commissionRate) external onlyOwner {
        require(_commissionRate <= MAX_COMMISSION_RATE, "Commission rate is too high.");
        sweepAndStake(address(0), 0);
        emit UpdateCommissionRate(commissionRate, _commissionRate);
        commissionRate = _commissionRate;
    }

    /* ========== STAKE ========== */

    function stake() external payable {
        sweepAndStake(msg.sender, msg.value);
    }

    /// @dev KIP-163: how a CnStakingV3 stakes redelegated KAIA for its user.
    function stakeFor(address _recipient) external payable notNull(_recipient) {
        sweepAndStake(_recipient, msg.value);
    }

    /// @dev Rewards arrive here too: they are swept by the next action. A plain transfer stakes.
    receive() external payable {
        sweepAndStake(msg.sender, msg.value);
    }

    /* ========== REDELEGATE ========== */

    function redelegateByAssets(address _targetCnV3, uint256 _assets) external {
        requireRedelegationTo(_targetCnV3);
        sweepAndStake(address(0), 0);
        burn(msg.sender, previewWithdraw(_assets));
        redelegate(_targetCnV3, _assets);
    }

    /// @dev By shares, so everything can move without leaving dust behind.
    function redelegateByShares(address _targetCnV3, uint256 _shares) external {
        requireRedelegationTo(_targetCnV3);
        sweepAndStake(address(0), 0);
        uint256 assets = previewRedeem(_shares);
        burn(msg.sender, _shares);
        redelegate(_targetCnV3, assets);
    }

    /* ========== WITHDRAW ========== */

    function withdraw(address _recipient, uint256 _assets) external notNull(_recipient) {
        sweepAndStake(address(0), 0);
        uint256 shares = previewWithdraw(_assets);
        burn(msg.sender, shares);
        requestWithdrawal(msg.sender, _recipient, _assets);
        emit Redeemed(msg.sender, _recipient, _assets, shares);
    }

    function redeem(address _recipient, uint256 _shares) external notNull(_recipient) {
        sweepAndStake(address(0), 0);
        uint256 assets = previewRedeem(_shares);
        burn(msg.sender, _shares);
        requestWithdrawal(msg.sender, _recipient, assets);
        emit Redeemed(msg.sender, _recipient, assets, _shares);
    }

    /// @dev The request's KAIA buys shares again at today's rate.
    function cancelApprovedStakingWithdrawal(uint256 _requestId) external {
        sweepAndStake(address(0), 0);
        require(requestIdToOwner[_requestId] == msg.sender, "Not the owner of the request.");
        (, uint256 assets, , ) = baseCnStakingV3.getApprovedStakingWithdrawalInfo(_requestId);
        mint(msg.sender, previewDeposit(assets));
        baseCnStakingV3.cancelApprovedStakingWithdrawal(_requestId);
        emit RequestCancelWithdrawal(msg.sender, _requestId);
    }

    /// @dev A lapsed request is canceled by CnStakingV3 instead; its KAIA buys shares again.
    function claim(uint256 _requestId) external {
        sweepAndStake(address(0), 0);
        require(requestIdToOwner[_requestId] == msg.sender, "Not the owner of the request.");
        baseCnStakingV3.withdrawApprovedStaking(_requestId);
        (, uint256 assets, , ICnStakingV3Calls.WithdrawalStakingState state) = baseCnStakingV3
            .getApprovedStakingWithdrawalInfo(_requestId);
        if (state == ICnStakingV3Calls.WithdrawalStakingState.Canceled) {
            mint(msg.sender, convertToSharesWith(assets, supply, totalAssets() - assets));
            return;
        }
        emit Claimed(msg.sender, _requestId);
    }

    function sweep() external {
        sweepAndStake(address(0), 0);
    }

    /* ========== ERC-20 (shares; minted and burnt only) ========== */

    function name() public view returns (string memory) {
        return tokenName;
    }

    function symbol() public view returns (string memory) {
        return tokenSymbol;
    }

    function decimals() public pure returns (uint8) {
        return 18;
    }

    function totalSupply() public view returns (uint256) {
        return supply;
    }

    function balanceOf(address account) public view returns (uint256) {
        return balances[account];
    }

    function allowance(address holder, address spender) public view returns (uint256) {
        return allowances[holder][spender];
    }

    function approve(address spender, uint256 value) public returns (bool) {
        if (spender == address(0)) revert ERC20InvalidSpender(address(0));
        allowances[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) public returns (bool) {
        move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        uint256 allowed = allowances[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowances[from][msg.sender] = allowed - value;
        }
        move(from, to, value);
        return true;
    }

    /* ========== VIEWS ========== */

    /// @dev The request as it stands now: CnStakingV3 records only transfers and cancels.
    function getCurrentWithdrawalRequestState(uint256 _id) public view returns (WithdrawalRequestState) {
        (, , uint256 withdrawableFrom, ICnStakingV3Calls.WithdrawalStakingState state) = baseCnStakingV3
            .getApprovedStakingWithdrawalInfo(_id);
        if (withdrawableFrom == 0) return WithdrawalRequestState.Undefined;
        if (state == ICnStakingV3Calls.WithdrawalStakingState.Canceled) return WithdrawalRequestState.Canceled;
        if (state == ICnStakingV3Calls.WithdrawalStakingState.Transferred) return WithdrawalRequestState.Withdrawn;
        if (block.timestamp < withdrawableFrom) return WithdrawalRequestState.Requested;
        if (block.timestamp < withdrawableFrom + baseCnStakingV3.STAKE_LOCKUP()) return WithdrawalRequestState.Withdrawable;
        return WithdrawalRequestState.PendingCancel;
    }

    function getUserRequestCount(address _owner) public view returns (uint256) {
        return userRequestIds[_owner].length;
    }

    function getUserRequestIdsWithState(address _owner, WithdrawalRequestState _state)
        public
        view
        returns (uint256[] memory ids)
    {
        uint256[] storage all = userRequestIds[_owner];
        uint256[] memory found = new uint256[](all.length);
        uint256 count = 0;
        for (uint256 i = 0; i < all.length; i++) {
            if (getCurrentWithdrawalRequestState(all[i]) == _state) found[count++] = all[i];
        }
        ids = new uint256[](count);
        for (uint256 i = 0; i < count; i++) ids[i] = found[i];
    }

    function getUserRequestIds(address _owner) public view returns (uint256[] memory) {
        return userRequestIds[_owner];
    }

    /// @dev Staked and not being withdrawn, plus rewards not yet swept (less their commission).
    function totalAssets() public view returns (uint256) {
        return totalStaking() + reward();
    }

    function maxRedeem(address _owner) public view returns (uint256) {
        return balances[_owner];
    }

    function maxWithdraw(address _owner) public view returns (uint256) {
        return previewRedeem(balances[_owner]);
    }

    /// @dev KIP-163: the rewards a stakeFor() will compound first.
    function reward() public view returns (uint256) {
        uint256 rewards = address(this).balance;
        return rewards - commissionOf(rewards);
    }

    function convertToShares(uint256 _assets) public view returns (uint256) {
        return supply == 0 ? _assets : (_assets * supply) / totalAssets();
    }

    function convertToAssets(uint256 _shares) public view returns (uint256) {
        return supply == 0 ? _shares : (_shares * totalAssets()) / supply;
    }

    function previewDeposit(uint256 _assets) public view returns (uint256) {
        return convertToShares(_assets);
    }

    /// @dev Rounded up: a withdrawal never burns fewer shares than its KAIA is worth.
    function previewWithdraw(uint256 _assets) public view returns (uint256) {
        if (supply == 0) return _assets;
        uint256 assets = totalAssets();
        return (_assets * supply + assets - 1) / assets;
    }

    function previewRedeem(uint256 _shares) public view returns (uint256) {
        return convertToAssets(_shares);
    }

    /* ========== PRIVATE ========== */

    /// @dev Order matters: the rewards (and their commission) are settled before the new KAIA buys
    /// shares, and everything is staked before any withdrawal asks CnStakingV3 for it.
    function sweepAndStake(address _recipient, uint256 _assets) private {
        uint256 rewards = address(this).balance - _assets;
        uint256 commission = commissionOf(rewards);
        if (commission > 0) {
            (bool sent, ) = payable(commissionTo).call{value: commission}("");
            require(sent, "Commission transfer failed.");
            emit SendCommission(commissionTo, commission);
        }
        if (_recipient != address(0)) {
            // totalAssets() would already count the staker's own KAIA, which sits in the balance.
            uint256 shares = convertToSharesWith(_assets, supply, totalStaking() + rewards - commission);
            require(shares > 0, "Stake amount is too low.");
            mint(_recipient, shares);
            emit Staked(_recipient, _assets, shares);
        }
        uint256 toStake = rewards + _assets - commission;
        if (toStake > 0) baseCnStakingV3.delegate{value: toStake}();
    }

    function redelegate(address _targetCnV3, uint256 _assets) private {
        require(_assets > 0, "Redelegate amount is too low.");
        baseCnStakingV3.redelegate(msg.sender, _targetCnV3, _assets);
        emit Redelegated(msg.sender, _targetCnV3, _assets);
    }

    function requestWithdrawal(address _owner, address _recipient, uint256 _assets) private {
        require(_assets > 0, "Withdrawal amount is too low.");
        uint256 id = baseCnStakingV3.approveStakingWithdrawal(_recipient, _assets);
        userRequestIds[_owner].push(id);
        requestIdToOwner[id] = _owner;
        emit RequestWithdrawal(_owner, _recipient, id, _assets);
    }

    function requireRedelegationTo(address _targetCnV3) private view {
        require(baseCnStakingV3.isRedelegationEnabled(), "Redelegation disabled.");
        address addressBook = IStakingTrackerCalls(baseCnStakingV3.stakingTracker()).ADDRESS_BOOK_ADDRESS();
        require(validCnStaking(_targetCnV3, 3, addressBook), "Invalid CnStakingV3.");
    }

    function totalStaking() private view returns (uint256) {
        return baseCnStakingV3.staking() - baseCnStakingV3.unstaking();
    }

    function commissionOf(uint256 amount) private view returns (uint256) {
        return (amount * commissionRate) / COMMISSION_DENOMINATOR;
    }

    function convertToSharesWith(uint256 _assets, uint256 _supply, uint256 _totalAssets) private pure returns (uint256) {
        return _supply == 0 ? _assets : (_assets * _supply) / _totalAssets;
    }

    function mint(address to, uint256 value) private {
        update(address(0), to, value);
    }

    function burn(address from, uint256 value) private {
        update(from, address(0), value);
    }

    function move(address from, address to, uint256 value) private {
        if (from == address(0)) revert ERC20InvalidSender(address(0));
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        update(from, to, value);
    }

    /// @dev Shares are only minted and burnt: they are the holder's claim on this council alone.
    function update(address from, address to, uint256 value) private {
        require(from == address(0) || to == address(0), "Transfer not allowed.");
        if (from == address(0)) {
            supply += value;
        } else {
            uint256 balance = balances[from];
            if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
            balances[from] = balance - value;
        }
        if (to == address(0)) {
            supply -= value;
        } else {
            balances[to] += value;
        }
        emit Transfer(from, to, value);
    }
}

/// @title Deploys a PublicDelegation for the calling CnStakingV3 (CnStakingV3.setPublicDelegation).
contract PublicDelegationFactory {
    uint256 public constant VERSION = 1;
    string public constant CONTRACT_TYPE = "PublicDelegationFactory";

    function deployPublicDelegation(PublicDelegation.PDConstructorArgs memory _pdArgs) external returns (address) {
        return address(new PublicDelegation(msg.sender, _pdArgs));
    }
}
