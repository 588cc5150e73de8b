// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IStakingTracker.sol";

/// @title The stake and withdrawal requests of a council's staking contract from its second version on.
/// @notice A simplified single-admin version of the network's CnStaking contracts. The stake is the
/// contract's KLAY balance; an approved withdrawal keeps its KLAY in the contract for STAKE_LOCKUP
/// and counts in `unstaking` until it is withdrawn or canceled, so voting power excludes it at once.
abstract contract CnStaking {
    string public constant CONTRACT_TYPE = "CnStakingContract";
    uint256 public constant STAKE_LOCKUP = 7 days;

    enum WithdrawalState {
        Unknown,
        Transferable,
        Transferred,
        Canceled
    }

    struct WithdrawalRequest {
        address to;
        uint256 value;
        uint256 withdrawableFrom;
        WithdrawalState state;
    }

    address public admin;
    uint256 public immutable gcId;
    address public immutable nodeId;
    address public rewardAddress;
    address public stakingTracker;

    /// @dev KLAY staked, including what is being withdrawn.
    uint256 public staking;
    /// @dev KLAY under approved withdrawal requests not yet withdrawn or canceled.
    uint256 public unstaking;

    WithdrawalRequest[] private withdrawalRequests;

    event StakeKlay(address from, uint256 value);
    event ApproveStakingWithdrawal(uint256 approvedWithdrawalId, address to, uint256 value, uint256 withdrawableFrom);
    event WithdrawApprovedStaking(uint256 approvedWithdrawalId, address to, uint256 value);
    event CancelApprovedStakingWithdrawal(uint256 approvedWithdrawalId, address to, uint256 value);
    event UpdateRewardAddress(address rewardAddress);
    event UpdateStakingTracker(address stakingTracker);

    modifier onlyAdmin() {
        require(msg.sender == admin, "Not the admin");
        _;
    }

    constructor(address _admin, uint256 _gcId, address _nodeId, address _rewardAddress, address _stakingTracker) {
        require(_admin != address(0) && _nodeId != address(0) && _rewardAddress != address(0), "Invalid address");
        require(_gcId != 0, "Invalid gc id");
        admin = _admin;
        gcId = _gcId;
        nodeId = _nodeId;
        rewardAddress = _rewardAddress;
        stakingTracker = _stakingTracker;
    }

    function VERSION() external pure virtual returns (uint256);

    receive() external payable {
        stakeKlay();
    }

    function stakeKlay() public payable {
        require(msg.value > 0, "Invalid amount");
        staking += msg.value;
        emit StakeKlay(msg.sender, msg.value);
        notifyStakeChange();
    }

    function approveStakingWithdrawal(address to, uint256 value) external onlyAdmin returns (uint256 id) {
        require(to != address(0), "Invalid address");
        require(value > 0 && value <= staking - unstaking, "Invalid value");
        id = withdrawalRequests.length;
        uint256 withdrawableFrom = block.timestamp + STAKE_LOCKUP;
        withdrawalRequests.push(WithdrawalRequest(to, value, withdrawableFrom, WithdrawalState.Transferable));
        unstaking += value;
        emit ApproveStakingWithdrawal(id, to, value, withdrawableFrom);
        notifyStakeChange();
    }

    function withdrawApprovedStaking(uint256 id) external onlyAdmin {
        WithdrawalRequest storage request = transferableRequest(id);
        require(block.timestamp >= request.withdrawableFrom, "Not withdrawable yet");
        request.state = WithdrawalState.Transferred;
        staking -= request.value;
        unstaking -= request.value;
        (bool sent, ) = request.to.call{value: request.value}("");
        require(sent, "Transfer failed");
        emit WithdrawApprovedStaking(id, request.to, request.value);
        notifyStakeChange();
    }

    function cancelApprovedStakingWithdrawal(uint256 id) external onlyAdmin {
        WithdrawalRequest storage request = transferableRequest(id);
        request.state = WithdrawalState.Canceled;
        unstaking -= request.value;
        emit CancelApprovedStakingWithdrawal(id, request.to, request.value);
        notifyStakeChange();
    }

    function updateRewardAddress(address newAddr) external onlyAdmin {
        require(newAddr != address(0), "Invalid address");
        rewardAddress = newAddr;
        emit UpdateRewardAddress(newAddr);
    }

    function updateStakingTracker(address newAddr) external onlyAdmin {
        stakingTracker = newAddr;
        emit UpdateStakingTracker(newAddr);
    }

    function approvedStakingWithdrawalCount() external view returns (uint256) {
        return withdrawalRequests.length;
    }

    function getApprovedStakingWithdrawalInfo(uint256 id)
        external
        view
        returns (address to, uint256 value, uint256 withdrawableFrom, WithdrawalState state)
    {
        require(id < withdrawalRequests.length, "No such request");
        WithdrawalRequest storage request = withdrawalRequests[id];
        return (request.to, request.value, request.withdrawableFrom, request.state);
    }

    function transferableRequest(uint256 id) private view returns (WithdrawalRequest storage request) {
        require(id < withdrawalRequests.length, "No such request");
        request = withdrawalRequests[id];
        require(request.state == WithdrawalState.Transferable, "Not transferable");
    }

    function notifyStakeChange() private {
        if (stakingTracker == address(0)) return;
        // A failing tracker must never lock a council's funds, so its error is swallowed.
        try IStakingTracker(stakingTracker).refreshStake(address(this)) {} catch {}
    }
}
