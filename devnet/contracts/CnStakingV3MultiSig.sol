// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./CnStakingV3.sol";

/// @title CnStakingV3 run by its council's admins: every operation is a request that executes once
/// `requirement` admins confirmed it, as on the network.
/// @notice The contract is its own operator. A contract validator joins the admins until the initial
/// deposit, so it can review the lockup conditions too. Clearing (any admin change does it) cancels
/// every request still waiting.
contract CnStakingV3MultiSig is CnStakingV3 {
    enum RequestState {
        Unknown,
        NotConfirmed,
        Executed,
        ExecutionFailed,
        Canceled
    }

    /// @dev The numbers are the network's: a request's function id is part of its signature.
    enum Functions {
        Unknown,
        AddAdmin,
        DeleteAdmin,
        UpdateRequirement,
        ClearRequest,
        WithdrawLockupStaking,
        ApproveStakingWithdrawal,
        CancelApprovedStakingWithdrawal,
        UpdateRewardAddress,
        UpdateStakingTracker,
        UpdateVoterAddress,
        ToggleRedelegation
    }

    struct Request {
        Functions functionId;
        bytes32 firstArg;
        bytes32 secondArg;
        bytes32 thirdArg;
        address requestProposer;
        address[] confirmers;
        RequestState state;
    }

    uint256 public constant MAX_ADMIN = 50;

    mapping(Functions => bytes4) internal _fnSelMap;
    address public contractValidator;
    uint256 public requirement;
    uint256 public lastClearedId;
    uint256 public requestCount;
    mapping(uint256 => Request) internal _requestMap;

    event DeployCnStakingV3MultiSig(string contractType, address contractValidator, address[] cnAdminList, uint256 requirement);
    event SubmitRequest(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ConfirmRequest(
        uint256 indexed id,
        address indexed from,
        Functions functionId,
        bytes32 firstArg,
        bytes32 secondArg,
        bytes32 thirdArg,
        address[] confirmers
    );
    event RevokeConfirmation(
        uint256 indexed id,
        address indexed from,
        Functions functionId,
        bytes32 firstArg,
        bytes32 secondArg,
        bytes32 thirdArg,
        address[] confirmers
    );
    event CancelRequest(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ExecuteRequestSuccess(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ExecuteRequestFailure(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event AddAdmin(address indexed admin);
    event DeleteAdmin(address indexed admin);
    event UpdateRequirement(uint256 requirement);
    event ClearRequest();

    modifier notConfirmedRequest(uint256 _id) {
        require(getRequestState(_id) == RequestState.NotConfirmed, "Must be at not-confirmed state.");
        _;
    }

    modifier validRequirement(uint256 _adminCount, uint256 _requirement) {
        require(
            _adminCount <= MAX_ADMIN && _requirement <= _adminCount && _requirement != 0 && _adminCount != 0,
            "Invalid requirement."
        );
        _;
    }

    constructor(
        address _contractValidator,
        address _nodeId,
        address _rewardAddress,
        address[] memory _cnAdminlist,
        uint256 _requirement,
        uint256[] memory _unlockTime,
        uint256[] memory _unlockAmount
    )
        notNull(_contractValidator)
        validRequirement(_cnAdminlist.length, _requirement)
        CnStakingV3(address(this), _nodeId, _rewardAddress, _unlockTime, _unlockAmount)
    {
        _fnSelMap[Functions.AddAdmin] = CnStakingV3MultiSig.addAdmin.selector;
        _fnSelMap[Functions.DeleteAdmin] = CnStakingV3MultiSig.deleteAdmin.selector;
        _fnSelMap[Functions.UpdateRequirement] = CnStakingV3MultiSig.updateRequirement.selector;
        _fnSelMap[Functions.ClearRequest] = bytes4(keccak256("clearRequest()"));
        _fnSelMap[Functions.WithdrawLockupStaking] = CnStakingV3.withdrawLockupStaking.selector;
        _fnSelMap[Functions.ApproveStakingWithdrawal] = CnStakingV3.approveStakingWithdrawal.selector;
        _fnSelMap[Functions.CancelApprovedStakingWithdrawal] = CnStakingV3.cancelApprovedStakingWithdrawal.selector;
        _fnSelMap[Functions.UpdateStakingTracker] = CnStakingV3.updateStakingTracker.selector;
        _fnSelMap[Functions.UpdateVoterAddress] = CnStakingV3.updateVoterAddress.selector;
        _fnSelMap[Functions.ToggleRedelegation] = CnStakingV3.toggleRedelegation.selector;

        _revokeRole(ADMIN_ROLE, address(this));
        _grantRole(ADMIN_ROLE, _contractValidator);
        for (uint256 i = 0; i < _cnAdminlist.length; i++) {
            require(
                _cnAdminlist[i] != address(0) && _grantRole(ADMIN_ROLE, _cnAdminlist[i]),
                "Address is null or not unique."
            );
        }
        contractValidator = _contractValidator;
        requirement = _requirement;
        emit DeployCnStakingV3MultiSig(CONTRACT_TYPE, _contractValidator, _cnAdminlist, _requirement);
    }

    /// @dev The contract validator's part ends with the deposit.
    function depositLockupStakingAndInit() public payable override beforeInit {
        _revokeRole(ADMIN_ROLE, contractValidator);
        delete contractValidator;
        super.depositLockupStakingAndInit();
    }

    function _grantStakingRoles() internal override {
        if (!isPublicDelegationEnabled) {
            _grantRole(UNSTAKING_APPROVER_ROLE, address(this));
            for (uint256 i = 0; i < getRoleMemberCount(ADMIN_ROLE); i++) {
                _grantRole(UNSTAKING_CLAIMER_ROLE, getRoleMember(ADMIN_ROLE, i));
            }
        } else {
            _grantRole(STAKER_ROLE, publicDelegation);
            _grantRole(UNSTAKING_APPROVER_ROLE, publicDelegation);
            _grantRole(UNSTAKING_CLAIMER_ROLE, publicDelegation);
        }
    }

    /* ========== SUBMIT (the submitter confirms at once) ========== */

    function submitAddAdmin(address _admin)
        external
        afterInit
        onlyRole(ADMIN_ROLE)
        notNull(_admin)
        validRequirement(getRoleMemberCount(ADMIN_ROLE) + 1, requirement)
    {
        require(!hasRole(ADMIN_ROLE, _admin), "Admin already exists.");
        submitAndConfirm(Functions.AddAdmin, toBytes32(_admin), 0);
    }

    function submitDeleteAdmin(address _admin)
        external
        afterInit
        onlyRole(ADMIN_ROLE)
        notNull(_admin)
        validRequirement(getRoleMemberCount(ADMIN_ROLE) - 1, requirement)
    {
        require(hasRole(ADMIN_ROLE, _admin), "Admin does not exist.");
        submitAndConfirm(Functions.DeleteAdmin, toBytes32(_admin), 0);
    }

    function submitUpdateRequirement(uint256 _requirement)
        external
        afterInit
        onlyRole(ADMIN_ROLE)
        validRequirement(getRoleMemberCount(ADMIN_ROLE), _requirement)
    {
        require(_requirement != requirement, "Invalid value.");
        submitAndConfirm(Functions.UpdateRequirement, bytes32(_requirement), 0);
    }

    function submitClearRequest() external afterInit onlyRole(ADMIN_ROLE) {
        submitAndConfirm(Functions.ClearRequest, 0, 0);
    }

    function submitWithdrawLockupStaking(address payable _to, uint256 _value)
        external
        afterInit
        onlyRole(ADMIN_ROLE)
        notNull(_to)
    {
        (, , , , uint256 withdrawable) = getLockupStakingInfo();
        require(_value > 0 && _value <= withdrawable, "Invalid value.");
        submitAndConfirm(Functions.WithdrawLockupStaking, toBytes32(_to), bytes32(_value));
    }

    function submitApproveStakingWithdrawal(address _to, uint256 _value)
        external
        afterInit
        onlyRole(ADMIN_ROLE)
        notNull(_to)
    {
        require(!isPublicDelegationEnabled, "Public delegation enabled.");
        require(_value > 0 && unstaking + _value <= staking, "Invalid value.");
        submitAndConfirm(Functions.ApproveStakingWithdrawal, toBytes32(_to), bytes32(_value));
    }

    function submitCancelApprovedStakingWithdrawal(uint256 _id) external afterInit onlyRole(ADMIN_ROLE) {
        require(!isPublicDelegationEnabled, "Public delegation enabled.");
        WithdrawalRequest storage request = withdrawalRequestMap[_id];
        require(request.to != address(0), "Withdrawal request does not exist.");
        require(request.state == WithdrawalStakingState.Unknown, "Invalid state.");
        submitAndConfirm(Functions.CancelApprovedStakingWithdrawal, bytes32(_id), 0);
    }

    function submitUpdateStakingTracker(address _tracker) external afterInit onlyRole(ADMIN_ROLE) {
        require(validStakingTracker(_tracker, 1), "Invalid StakingTracker.");
        if (stakingTracker != address(0)) {
            IStakingTrackerCalls(stakingTracker).refreshStake(address(this));
            require(
                IStakingTrackerCalls(stakingTracker).getLiveTrackerIds().length == 0,
                "Cannot update tracker when there is an active tracker."
            );
        }
        submitAndConfirm(Functions.UpdateStakingTracker, toBytes32(_tracker), 0);
    }

    function submitUpdateVoterAddress(address _addr) external afterInit onlyRole(ADMIN_ROLE) {
        if (stakingTracker != address(0) && _addr != address(0)) {
            require(IStakingTrackerCalls(stakingTracker).voterToGCId(_addr) == 0, "Voter already taken.");
        }
        submitAndConfirm(Functions.UpdateVoterAddress, toBytes32(_addr), 0);
    }

    function submitToggleRedelegation() external afterInit onlyRole(ADMIN_ROLE) {
        require(isPublicDelegationEnabled, "Public delegation disabled.");
        submitAndConfirm(Functions.ToggleRedelegation, 0, 0);
    }

    /* ========== EXECUTED THROUGH A REQUEST (the contract is the operator) ========== */

    function addAdmin(address _admin)
        external
        onlyRole(OPERATOR_ROLE)
        validRequirement(getRoleMemberCount(ADMIN_ROLE) + 1, requirement)
    {
        require(_grantRole(ADMIN_ROLE, _admin), "Admin already exists.");
        if (!isPublicDelegationEnabled) {
            require(_grantRole(UNSTAKING_CLAIMER_ROLE, _admin), "Admin already exists.");
        }
        clearRequest();
        emit AddAdmin(_admin);
    }

    function deleteAdmin(address _admin)
        external
        onlyRole(OPERATOR_ROLE)
        validRequirement(getRoleMemberCount(ADMIN_ROLE) - 1, requirement)
    {
        require(_revokeRole(ADMIN_ROLE, _admin), "Admin does not exist.");
        if (!isPublicDelegationEnabled) {
            require(_revokeRole(UNSTAKING_CLAIMER_ROLE, _admin), "Admin does not exist.");
        }
        clearRequest();
        emit DeleteAdmin(_admin);
    }

    function updateRequirement(uint256 _requirement)
        external
        onlyRole(OPERATOR_ROLE)
        validRequirement(getRoleMemberCount(ADMIN_ROLE), _requirement)
    {
        requirement = _requirement;
        clearRequest();
        emit UpdateRequirement(_requirement);
    }

    function clearRequest() public onlyRole(OPERATOR_ROLE) {
        lastClearedId = requestCount;
        emit ClearRequest();
    }

    /* ========== CONFIRM / REVOKE ========== */

    /// @dev The function id and arguments are repeated so an admin confirms what they read.
    function confirmRequest(uint256 _id, Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg)
        public
        notConfirmedRequest(_id)
        onlyRole(ADMIN_ROLE)
    {
        require(!hasConfirmed(_id, msg.sender), "Msg.sender already confirmed.");
        Request storage req = _requestMap[_id];
        require(
            req.functionId == _functionId && req.firstArg == _firstArg && req.secondArg == _secondArg && req.thirdArg == _thirdArg,
            "Function id and arguments do not match."
        );
        req.confirmers.push(msg.sender);
        emit ConfirmRequest(_id, msg.sender, _functionId, _firstArg, _secondArg, _thirdArg, req.confirmers);
        if (req.confirmers.length >= requirement) executeRequest(_id);
    }

    /// @dev The proposer revoking cancels the request; anyone else withdraws their confirmation.
    function revokeConfirmation(uint256 _id, Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg)
        external
        notConfirmedRequest(_id)
        onlyRole(ADMIN_ROLE)
    {
        require(hasConfirmed(_id, msg.sender), "Msg.sender has not confirmed.");
        Request storage req = _requestMap[_id];
        require(
            req.functionId == _functionId && req.firstArg == _firstArg && req.secondArg == _secondArg && req.thirdArg == _thirdArg,
            "Function id and arguments do not match."
        );
        if (req.requestProposer == msg.sender) {
            req.state = RequestState.Canceled;
            emit CancelRequest(_id, msg.sender, req.functionId, req.firstArg, req.secondArg, req.thirdArg);
        } else {
            // Swap-and-pop, as OpenZeppelin's EnumerableSet removes.
            address[] storage confirmers = req.confirmers;
            for (uint256 i = 0; i < confirmers.length; i++) {
                if (confirmers[i] == msg.sender) {
                    confirmers[i] = confirmers[confirmers.length - 1];
                    confirmers.pop();
                    break;
                }
            }
            emit RevokeConfirmation(_id, msg.sender, req.functionId, req.firstArg, req.secondArg, req.thirdArg, confirmers);
        }
    }

    /* ========== VIEWS ========== */

    function isAdmin(address _admin) external view returns (bool) {
        return hasRole(ADMIN_ROLE, _admin);
    }

    function adminList(uint256 _pos) external view returns (address) {
        return getRoleMember(ADMIN_ROLE, _pos);
    }

    function getRequestState(uint256 _id) public view returns (RequestState) {
        if (_id >= requestCount) return RequestState.Unknown;
        if (_requestMap[_id].state != RequestState.NotConfirmed) return _requestMap[_id].state;
        return _id < lastClearedId ? RequestState.Canceled : RequestState.NotConfirmed;
    }

    function getState()
        external
        view
        returns (
            address _contractValidator,
            address _nodeId,
            address _rewardAddress,
            address[] memory _adminListArr,
            uint256 _requirement,
            uint256[] memory _unlockTime,
            uint256[] memory _unlockAmount,
            bool _allReviewed,
            bool _isInitialized
        )
    {
        return (
            contractValidator,
            nodeId,
            rewardAddress,
            admins(),
            requirement,
            lockupConditions.unlockTime,
            lockupConditions.unlockAmount,
            lockupConditions.allReviewed,
            isInitialized
        );
    }

    function getReviewers() external view beforeInit returns (address[] memory reviewers) {
        reviewers = new address[](lockupConditions.reviewedCount);
        uint256 n = 0;
        for (uint256 i = 0; i < getRoleMemberCount(ADMIN_ROLE); i++) {
            address admin = getRoleMember(ADMIN_ROLE, i);
            if (lockupConditions.reviewedAdmin[admin]) reviewers[n++] = admin;
        }
    }

    function getRequestIds(uint256 _from, uint256 _to, RequestState _state) external view returns (uint256[] memory ids) {
        uint256 end = (_to == 0 || _to >= requestCount) ? requestCount : _to;
        ids = new uint256[](end - _from);
        uint256 count = 0;
        for (uint256 i = _from; i < end; i++) {
            if (getRequestState(i) == _state) ids[count++] = i;
        }
        // Shortens the array in place to what was found.
        assembly {
            mstore(ids, count)
        }
    }

    function getRequestInfo(uint256 _id)
        external
        view
        returns (
            Functions functionId,
            bytes32 firstArg,
            bytes32 secondArg,
            bytes32 thirdArg,
            address proposer,
            address[] memory confirmers,
            RequestState state
        )
    {
        Request storage r = _requestMap[_id];
        return (r.functionId, r.firstArg, r.secondArg, r.thirdArg, r.requestProposer, r.confirmers, getRequestState(_id));
    }

    /* ========== PRIVATE ========== */

    function submitAndConfirm(Functions _functionId, bytes32 _firstArg, bytes32 _secondArg) private {
        uint256 id = requestCount++;
        Request storage req = _requestMap[id];
        req.functionId = _functionId;
        req.firstArg = _firstArg;
        req.secondArg = _secondArg;
        req.requestProposer = msg.sender;
        req.state = RequestState.NotConfirmed;
        emit SubmitRequest(id, msg.sender, _functionId, _firstArg, _secondArg, 0);
        confirmRequest(id, _functionId, _firstArg, _secondArg, 0);
    }

    /// @dev A failing call marks the request failed instead of reverting the confirmation.
    function executeRequest(uint256 _id) private {
        Request storage req = _requestMap[_id];
        (bool ok, ) = address(this).call(
            abi.encodeWithSelector(_fnSelMap[req.functionId], req.firstArg, req.secondArg, req.thirdArg)
        );
        if (ok) {
            req.state = RequestState.Executed;
            emit ExecuteRequestSuccess(_id, msg.sender, req.functionId, req.firstArg, req.secondArg, req.thirdArg);
        } else {
            req.state = RequestState.ExecutionFailed;
            emit ExecuteRequestFailure(_id, msg.sender, req.functionId, req.firstArg, req.secondArg, req.thirdArg);
        }
    }

    function hasConfirmed(uint256 _id, address addr) private view returns (bool) {
        address[] storage confirmers = _requestMap[_id].confirmers;
        for (uint256 i = 0; i < confirmers.length; i++) {
            if (confirmers[i] == addr) return true;
        }
        return false;
    }

    function admins() private view returns (address[] memory list) {
        list = new address[](getRoleMemberCount(ADMIN_ROLE));
        for (uint256 i = 0; i < list.length; i++) list[i] = getRoleMember(ADMIN_ROLE, i);
    }

    function toBytes32(address _x) private pure returns (bytes32) {
        return bytes32(uint256(uint160(_x)));
    }
}
