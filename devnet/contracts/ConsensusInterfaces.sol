// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The network's consensus contracts as the newer ones (CnStakingV3, public delegation, the
/// CL registry and StakingTrackerV2) call each other. Only what a caller uses is declared here.

interface IAddressBookInfo {
    function getAllAddressInfo()
        external
        view
        returns (address[] memory, address[] memory, address[] memory, address, address);
}

/// @dev KIP-149: system contracts by name, each active from a block on.
interface IRegistryLookup {
    function getActiveAddr(string memory name) external view returns (address);
}

interface ICLRegistryLookup {
    function getAllCLs() external view returns (address[] memory, uint256[] memory, address[] memory);
}

interface ICLPoolTracked {
    function stakingTracker() external view returns (address);
}

interface IERC20Balance {
    function balanceOf(address account) external view returns (uint256);
}

/// @dev What a CnStaking contract (V2 or V3) is asked for by the tracker and by ValidContract.
interface ICnStakingReadable {
    function CONTRACT_TYPE() external view returns (string memory);

    function VERSION() external view returns (uint256);

    function nodeId() external view returns (address);

    function gcId() external view returns (uint256);

    function unstaking() external view returns (uint256);

    function stakingTracker() external view returns (address);

    function voterAddress() external view returns (address);
}

/// @dev The staking tracker as CnStakingV3 uses it (the network's IStakingTracker).
interface IStakingTrackerCalls {
    function CONTRACT_TYPE() external view returns (string memory);

    function VERSION() external view returns (uint256);

    function ADDRESS_BOOK_ADDRESS() external view returns (address);

    function refreshStake(address staking) external;

    function refreshVoter(address staking) external;

    function voterToGCId(address voter) external view returns (uint256);

    function getLiveTrackerIds() external view returns (uint256[] memory);
}

/// @dev KIP-163: how a CnStakingV3 hands redelegated KAIA to the target's public delegation.
interface IKIP163 {
    function stakeFor(address _recipient) external payable;

    function reward() external view returns (uint256);
}

/// @dev The CnStakingV3 calls a public delegation and a redelegating CnStakingV3 make.
interface ICnStakingV3Calls {
    enum WithdrawalStakingState {
        Unknown,
        Transferred,
        Canceled
    }

    function STAKE_LOCKUP() external view returns (uint256);

    function staking() external view returns (uint256);

    function unstaking() external view returns (uint256);

    function stakingTracker() external view returns (address);

    function isRedelegationEnabled() external view returns (bool);

    function delegate() external payable;

    function redelegate(address _user, address _targetCnV3, uint256 _value) external;

    function handleRedelegation(address _user) external payable;

    function approveStakingWithdrawal(address _to, uint256 _value) external returns (uint256);

    function cancelApprovedStakingWithdrawal(uint256 _approvedWithdrawalId) external;

    function withdrawApprovedStaking(uint256 _approvedWithdrawalId) external;

    function getApprovedStakingWithdrawalInfo(uint256 _index)
        external
        view
        returns (address to, uint256 value, uint256 withdrawableFrom, WithdrawalStakingState state);
}

/// @dev The network's ValidContract checks, as free functions (a library would be one more artifact).
/// The network asks its address book at 0x...0400; the devnet's address book lives elsewhere, so the
/// caller passes the one its staking tracker names.
function validCnStaking(address _staking, uint256 _version, address _addressBook) view returns (bool) {
    if (_staking.code.length == 0) return false;
    ICnStakingReadable cnStaking = ICnStakingReadable(_staking);
    if (keccak256(bytes(cnStaking.CONTRACT_TYPE())) != keccak256("CnStakingContract")) return false;
    if (cnStaking.VERSION() != _version) return false;
    address nodeId = cnStaking.nodeId();
    (address[] memory nodeIds, address[] memory stakings, , , ) = IAddressBookInfo(_addressBook).getAllAddressInfo();
    for (uint256 i = 0; i < nodeIds.length; i++) {
        if (nodeIds[i] == nodeId) return stakings[i] == _staking;
    }
    return false;
}

function validStakingTracker(address _tracker, uint256 _version) view returns (bool) {
    if (_tracker.code.length == 0) return false;
    IStakingTrackerCalls tracker = IStakingTrackerCalls(_tracker);
    if (keccak256(bytes(tracker.CONTRACT_TYPE())) != keccak256("StakingTracker")) return false;
    return tracker.VERSION() == _version;
}

/// @notice OpenZeppelin 5's Ownable, which the network's newer contracts inherit: same functions,
/// events and errors.
abstract contract Ownable {
    address private _owner;

    error OwnableUnauthorizedAccount(address account);
    error OwnableInvalidOwner(address owner);

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address initialOwner) {
        if (initialOwner == address(0)) revert OwnableInvalidOwner(address(0));
        _transferOwnership(initialOwner);
    }

    modifier onlyOwner() {
        if (msg.sender != _owner) revert OwnableUnauthorizedAccount(msg.sender);
        _;
    }

    function owner() public view virtual returns (address) {
        return _owner;
    }

    function renounceOwnership() public virtual onlyOwner {
        _transferOwnership(address(0));
    }

    function transferOwnership(address newOwner) public virtual onlyOwner {
        if (newOwner == address(0)) revert OwnableInvalidOwner(address(0));
        _transferOwnership(newOwner);
    }

    function _transferOwnership(address newOwner) internal virtual {
        address oldOwner = _owner;
        _owner = newOwner;
        emit OwnershipTransferred(oldOwner, newOwner);
    }
}
