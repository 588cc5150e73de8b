// SPDX-License-Identifier: LGPL-3.0
pragma solidity ^0.8.24;

interface AddressBookInterface {
    function reviseRewardAddress(address) external;
}

/// @title The network's first staking contract (CnStakingContract, VERSION 1), with exactly its public
/// interface: a multisig of admins, an initial lockup released on a schedule, free stakes and their
/// withdrawal requests.
/// @notice Ported to 0.8 from the network's 0.4.24 source. Unlike later versions it has no gcId(), no
/// unstaking() and no voter, and its fallback takes every unknown call: a call to a function it lacks
/// reverts ("Invalid amount.") rather than answering. A pending withdrawal stays in the balance.
contract CnStakingV1 {
    event DeployContract(string contractType, address contractValidator, address nodeId, address rewardAddress, address[] cnAdminList, uint256 requirement, uint256[] unlockTime, uint256[] unlockAmount);
    event ReviewInitialConditions(address indexed from);
    event CompleteReviewInitialConditions();
    event DepositLockupStakingAndInit(address from, uint256 value);

    event SubmitRequest(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ConfirmRequest(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg, address[] confirmers);
    event RevokeConfirmation(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg, address[] confirmers);
    event CancelRequest(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ExecuteRequestSuccess(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ExecuteRequestFailure(uint256 indexed id, address indexed from, Functions functionId, bytes32 firstArg, bytes32 secondArg, bytes32 thirdArg);
    event ClearRequest();

    event AddAdmin(address indexed admin);
    event DeleteAdmin(address indexed admin);
    event UpdateRequirement(uint256 requirement);
    event WithdrawLockupStaking(address indexed to, uint256 value);
    event ApproveStakingWithdrawal(uint256 approvedWithdrawalId, address to, uint256 value, uint256 withdrawableFrom);
    event CancelApprovedStakingWithdrawal(uint256 approvedWithdrawalId, address to, uint256 value);
    event UpdateRewardAddress(address rewardAddress);

    event StakeKlay(address from, uint256 value);
    event WithdrawApprovedStaking(uint256 approvedWithdrawalId, address to, uint256 value);

    event ReviseRewardAddress(address cnNodeId, address prevRewardAddress, address curRewardAddress);

    uint256 public constant MAX_ADMIN = 50;
    string public constant CONTRACT_TYPE = "CnStakingContract";
    uint256 public constant VERSION = 1;
    address public constant ADDRESS_BOOK_ADDRESS = 0x0000000000000000000000000000000000000400;
    uint256 public constant ONE_WEEK = 1 weeks;

    enum RequestState {
        Unknown,
        NotConfirmed,
        Executed,
        ExecutionFailed,
        Canceled
    }
    enum Functions {
        Unknown,
        AddAdmin,
        DeleteAdmin,
        UpdateRequirement,
        ClearRequest,
        WithdrawLockupStaking,
        ApproveStakingWithdrawal,
        CancelApprovedStakingWithdrawal,
        UpdateRewardAddress
    }
    enum WithdrawalStakingState {
        Unknown,
        Transferred,
        Canceled
    }

    address[] private adminList;
    uint256 public requirement;
    mapping(address => bool) private isAdmin;
    uint256 public lastClearedId;

    uint256 public requestCount;
    mapping(uint256 => Request) private requestMap;
    struct Request {
        Functions functionId;
        bytes32 firstArg;
        bytes32 secondArg;
        bytes32 thirdArg;
        address requestProposer;
        address[] confirmers;
        RequestState state;
    }

    address public contractValidator;
    bool public isInitialized;
    struct LockupConditions {
        uint256[] unlockTime;
        uint256[] unlockAmount;
        bool allReviewed;
        uint256 reviewedCount;
        mapping(address => bool) reviewedAdmin;
    }
    /// @dev Its getter, like the original's, answers (allReviewed, reviewedCount).
    LockupConditions public lockupConditions;
    uint256 public initialLockupStaking;
    uint256 public remainingLockupStaking;
    address public nodeId;
    address public rewardAddress;

    uint256 public staking;
    uint256 public withdrawalRequestCount;
    mapping(uint256 => WithdrawalRequest) private withdrawalRequestMap;
    struct WithdrawalRequest {
        address to;
        uint256 value;
        uint256 withdrawableFrom;
        WithdrawalStakingState state;
    }

    modifier onlyMultisigTx() {
        require(msg.sender == address(this), "Not a multisig-transaction.");
        _;
    }

    modifier onlyAdmin(address _admin) {
        require(isAdmin[_admin], "Address is not admin.");
        _;
    }

    modifier adminDoesNotExist(address _admin) {
        require(!isAdmin[_admin], "Admin already exists.");
        _;
    }

    modifier notNull(address _address) {
        require(_address != address(0), "Address is null");
        _;
    }

    modifier notConfirmedRequest(uint256 _id) {
        require(requestMap[_id].state == RequestState.NotConfirmed, "Must be at not-confirmed state.");
        _;
    }

    modifier validRequirement(uint256 _adminCount, uint256 _requirement) {
        require(
            _adminCount <= MAX_ADMIN && _requirement <= _adminCount && _requirement != 0 && _adminCount != 0,
            "Invalid requirement."
        );
        _;
    }

    modifier beforeInit() {
        require(isInitialized == false, "Contract has been initialized.");
        _;
    }

    modifier afterInit() {
        require(isInitialized == true, "Contract is not initialized.");
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
    ) validRequirement(_cnAdminlist.length, _requirement) notNull(_nodeId) notNull(_rewardAddress) {
        require(_contractValidator != address(0), "Validator is null.");
        isAdmin[_contractValidator] = true;
        for (uint256 i = 0; i < _cnAdminlist.length; i++) {
            require(!isAdmin[_cnAdminlist[i]] && _cnAdminlist[i] != address(0), "Address is null or not unique.");
            isAdmin[_cnAdminlist[i]] = true;
        }

        require(
            _unlockTime.length != 0 && _unlockAmount.length != 0 && _unlockTime.length == _unlockAmount.length,
            "Invalid unlock time and amount."
        );
        uint256 unlockTime = block.timestamp;
        for (uint256 i = 0; i < _unlockAmount.length; i++) {
            require(unlockTime < _unlockTime[i], "Unlock time is not in ascending order.");
            require(_unlockAmount[i] > 0, "Amount is not positive number.");
            unlockTime = _unlockTime[i];
        }

        contractValidator = _contractValidator;
        nodeId = _nodeId;
        rewardAddress = _rewardAddress;
        adminList = _cnAdminlist;
        requirement = _requirement;
        lockupConditions.unlockTime = _unlockTime;
        lockupConditions.unlockAmount = _unlockAmount;

        isInitialized = false;
        emit DeployContract(CONTRACT_TYPE, _contractValidator, _nodeId, _rewardAddress, _cnAdminlist, _requirement, _unlockTime, _unlockAmount);
    }

    function reviewInitialConditions() external onlyAdmin(msg.sender) beforeInit {
        require(lockupConditions.reviewedAdmin[msg.sender] == false, "Msg.sender already reviewed.");
        lockupConditions.reviewedAdmin[msg.sender] = true;
        lockupConditions.reviewedCount = lockupConditions.reviewedCount + 1;
        emit ReviewInitialConditions(msg.sender);
        if (lockupConditions.reviewedCount == adminList.length + 1) {
            lockupConditions.allReviewed = true;
            emit CompleteReviewInitialConditions();
        }
    }

    function depositLockupStakingAndInit() external payable beforeInit {
        uint256 requiredStakingAmount;
        uint256 cnt = lockupConditions.unlockAmount.length;
        for (uint256 i = 0; i < cnt; i++) {
            requiredStakingAmount = requiredStakingAmount + lockupConditions.unlockAmount[i];
        }
        require(lockupConditions.allReviewed == true, "Reviewing is not finished.");
        require(msg.value == requiredStakingAmount, "Value does not match.");

        isAdmin[contractValidator] = false;
        delete contractValidator;

        initialLockupStaking = requiredStakingAmount;
        remainingLockupStaking = requiredStakingAmount;
        isInitialized = true;
        emit DepositLockupStakingAndInit(msg.sender, msg.value);
    }

    function submitAddAdmin(address _admin)
        external
        afterInit
        adminDoesNotExist(_admin)
        notNull(_admin)
        onlyAdmin(msg.sender)
        validRequirement(adminList.length + 1, requirement)
    {
        submitAndConfirm(Functions.AddAdmin, addressArg(_admin), 0, 0);
    }

    function submitDeleteAdmin(address _admin)
        external
        afterInit
        onlyAdmin(_admin)
        notNull(_admin)
        onlyAdmin(msg.sender)
        validRequirement(adminList.length - 1, requirement)
    {
        submitAndConfirm(Functions.DeleteAdmin, addressArg(_admin), 0, 0);
    }

    function submitUpdateRequirement(uint256 _requirement)
        external
        afterInit
        onlyAdmin(msg.sender)
        validRequirement(adminList.length, _requirement)
    {
        require(_requirement != requirement, "Invalid value");
        submitAndConfirm(Functions.UpdateRequirement, bytes32(_requirement), 0, 0);
    }

    function submitClearRequest() external afterInit onlyAdmin(msg.sender) {
        submitAndConfirm(Functions.ClearRequest, 0, 0, 0);
    }

    function submitWithdrawLockupStaking(address _to, uint256 _value) external afterInit notNull(_to) onlyAdmin(msg.sender) {
        (, , , , uint256 withdrawableStakingAmount) = getLockupStakingInfo();
        require(_value > 0 && _value <= withdrawableStakingAmount, "Invalid value.");
        submitAndConfirm(Functions.WithdrawLockupStaking, addressArg(_to), bytes32(_value), 0);
    }

    function submitApproveStakingWithdrawal(address _to, uint256 _value) external afterInit notNull(_to) onlyAdmin(msg.sender) {
        require(_value > 0 && _value <= staking, "Invalid value.");
        submitAndConfirm(Functions.ApproveStakingWithdrawal, addressArg(_to), bytes32(_value), 0);
    }

    function submitCancelApprovedStakingWithdrawal(uint256 _approvedWithdrawalId) external afterInit onlyAdmin(msg.sender) {
        require(withdrawalRequestMap[_approvedWithdrawalId].to != address(0), "Withdrawal request does not exist.");
        require(withdrawalRequestMap[_approvedWithdrawalId].state == WithdrawalStakingState.Unknown, "Invalid state.");
        submitAndConfirm(Functions.CancelApprovedStakingWithdrawal, bytes32(_approvedWithdrawalId), 0, 0);
    }

    function submitUpdateRewardAddress(address _rewardAddress) external afterInit notNull(_rewardAddress) onlyAdmin(msg.sender) {
        submitAndConfirm(Functions.UpdateRewardAddress, addressArg(_rewardAddress), 0, 0);
    }

    function confirmRequest(uint256 _id, Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg)
        public
        notConfirmedRequest(_id)
        onlyAdmin(msg.sender)
    {
        require(!hasConfirmed(_id, msg.sender), "Msg.sender already confirmed.");
        requireSameRequest(_id, _functionId, _firstArg, _secondArg, _thirdArg);

        requestMap[_id].confirmers.push(msg.sender);
        emit ConfirmRequest(_id, msg.sender, _functionId, _firstArg, _secondArg, _thirdArg, requestMap[_id].confirmers);

        if (requestMap[_id].confirmers.length >= requirement) executeRequest(_id);
    }

    function revokeConfirmation(uint256 _id, Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg)
        external
        notConfirmedRequest(_id)
        onlyAdmin(msg.sender)
    {
        require(hasConfirmed(_id, msg.sender), "Msg.sender has not confirmed.");
        requireSameRequest(_id, _functionId, _firstArg, _secondArg, _thirdArg);

        Request storage request = requestMap[_id];
        if (request.requestProposer == msg.sender) {
            request.state = RequestState.Canceled;
            emit CancelRequest(_id, msg.sender, request.functionId, request.firstArg, request.secondArg, request.thirdArg);
        } else {
            deleteFromConfirmerList(_id, msg.sender);
            emit RevokeConfirmation(_id, msg.sender, request.functionId, request.firstArg, request.secondArg, request.thirdArg, request.confirmers);
        }
    }

    function addAdmin(address _admin)
        external
        onlyMultisigTx
        adminDoesNotExist(_admin)
        validRequirement(adminList.length + 1, requirement)
    {
        isAdmin[_admin] = true;
        adminList.push(_admin);
        clearRequest();
        emit AddAdmin(_admin);
    }

    function deleteAdmin(address _admin)
        external
        onlyMultisigTx
        onlyAdmin(_admin)
        validRequirement(adminList.length - 1, requirement)
    {
        isAdmin[_admin] = false;
        uint256 adminCnt = adminList.length;
        for (uint256 i = 0; i < adminCnt - 1; i++) {
            if (adminList[i] == _admin) {
                adminList[i] = adminList[adminCnt - 1];
                break;
            }
        }
        adminList.pop();
        clearRequest();
        emit DeleteAdmin(_admin);
    }

    function updateRequirement(uint256 _requirement) external onlyMultisigTx validRequirement(adminList.length, _requirement) {
        requirement = _requirement;
        clearRequest();
        emit UpdateRequirement(_requirement);
    }

    function clearRequest() public onlyMultisigTx {
        for (uint256 i = lastClearedId; i < requestCount; i++) {
            if (requestMap[i].state == RequestState.NotConfirmed) requestMap[i].state = RequestState.Canceled;
        }
        lastClearedId = requestCount;
        emit ClearRequest();
    }

    function withdrawLockupStaking(address payable _to, uint256 _value) external onlyMultisigTx {
        (, , , , uint256 withdrawableStakingAmount) = getLockupStakingInfo();
        require(withdrawableStakingAmount >= _value, "Value is not withdrawable.");
        remainingLockupStaking = remainingLockupStaking - _value;
        sendValue(_to, _value);
        emit WithdrawLockupStaking(_to, _value);
    }

    function approveStakingWithdrawal(address _to, uint256 _value) external onlyMultisigTx {
        require(_value <= staking, "Value is not withdrawable.");
        uint256 approvedWithdrawalId = withdrawalRequestCount;
        withdrawalRequestMap[approvedWithdrawalId] = WithdrawalRequest({
            to: _to,
            value: _value,
            withdrawableFrom: block.timestamp + ONE_WEEK,
            state: WithdrawalStakingState.Unknown
        });
        withdrawalRequestCount = withdrawalRequestCount + 1;
        emit ApproveStakingWithdrawal(approvedWithdrawalId, _to, _value, block.timestamp + ONE_WEEK);
    }

    function cancelApprovedStakingWithdrawal(uint256 _approvedWithdrawalId) external onlyMultisigTx {
        WithdrawalRequest storage request = withdrawalRequestMap[_approvedWithdrawalId];
        require(request.to != address(0), "Withdrawal request does not exist.");
        require(request.state == WithdrawalStakingState.Unknown, "Invalid state.");
        request.state = WithdrawalStakingState.Canceled;
        emit CancelApprovedStakingWithdrawal(_approvedWithdrawalId, request.to, request.value);
    }

    function updateRewardAddress(address _rewardAddress) external onlyMultisigTx {
        rewardAddress = _rewardAddress;
        AddressBookInterface(ADDRESS_BOOK_ADDRESS).reviseRewardAddress(_rewardAddress);
        emit UpdateRewardAddress(rewardAddress);
    }

    function stakeKlay() external payable afterInit {
        addStake();
    }

    /// @dev The original's 0.4 fallback both takes plain transfers and answers every unknown call;
    /// 0.8 splits that into receive and fallback, with the same body.
    receive() external payable afterInit {
        addStake();
    }

    fallback() external payable afterInit {
        addStake();
    }

    function withdrawApprovedStaking(uint256 _approvedWithdrawalId) external onlyAdmin(msg.sender) {
        WithdrawalRequest storage request = withdrawalRequestMap[_approvedWithdrawalId];
        require(request.to != address(0), "Withdrawal request does not exist.");
        require(request.state == WithdrawalStakingState.Unknown, "Invalid state.");
        require(request.value <= staking, "Value is not withdrawable.");
        require(block.timestamp >= request.withdrawableFrom, "Not withdrawable yet.");
        if (block.timestamp >= request.withdrawableFrom + ONE_WEEK) {
            request.state = WithdrawalStakingState.Canceled;
            emit CancelApprovedStakingWithdrawal(_approvedWithdrawalId, request.to, request.value);
        } else {
            staking = staking - request.value;
            request.state = WithdrawalStakingState.Transferred;
            sendValue(payable(request.to), request.value);
            emit WithdrawApprovedStaking(_approvedWithdrawalId, request.to, request.value);
        }
    }

    function getReviewers() external view beforeInit returns (address[] memory) {
        address[] memory reviewers = new address[](lockupConditions.reviewedCount);
        uint256 id = 0;
        if (lockupConditions.reviewedAdmin[contractValidator] == true) {
            reviewers[id] = contractValidator;
            id++;
        }
        for (uint256 i = 0; i < adminList.length; i++) {
            if (lockupConditions.reviewedAdmin[adminList[i]] == true) {
                reviewers[id] = adminList[i];
                id++;
            }
        }
        return reviewers;
    }

    function getRequestIds(uint256 _from, uint256 _to, RequestState _state) external view returns (uint256[] memory) {
        uint256 lastIndex = _to == 0 || _to >= requestCount ? requestCount : _to;
        require(lastIndex >= _from);
        uint256 cnt = 0;
        for (uint256 i = _from; i < lastIndex; i++) {
            if (requestMap[i].state == _state) cnt += 1;
        }
        uint256[] memory requestIds = new uint256[](cnt);
        cnt = 0;
        for (uint256 i = _from; i < lastIndex; i++) {
            if (requestMap[i].state == _state) {
                requestIds[cnt] = i;
                cnt += 1;
            }
        }
        return requestIds;
    }

    function getRequestInfo(uint256 _id)
        external
        view
        returns (Functions, bytes32, bytes32, bytes32, address, address[] memory, RequestState)
    {
        Request storage request = requestMap[_id];
        return (
            request.functionId,
            request.firstArg,
            request.secondArg,
            request.thirdArg,
            request.requestProposer,
            request.confirmers,
            request.state
        );
    }

    function getLockupStakingInfo()
        public
        view
        afterInit
        returns (uint256[] memory, uint256[] memory, uint256, uint256, uint256)
    {
        uint256 unlockedAmount = 0;
        uint256 cnt = lockupConditions.unlockTime.length;
        for (uint256 i = 0; i < cnt; i++) {
            if (block.timestamp > lockupConditions.unlockTime[i]) unlockedAmount = unlockedAmount + lockupConditions.unlockAmount[i];
        }
        uint256 amountWithdrawn = initialLockupStaking - remainingLockupStaking;
        uint256 withdrawableLockupStaking = unlockedAmount - amountWithdrawn;
        return (
            lockupConditions.unlockTime,
            lockupConditions.unlockAmount,
            initialLockupStaking,
            remainingLockupStaking,
            withdrawableLockupStaking
        );
    }

    function getApprovedStakingWithdrawalIds(uint256 _from, uint256 _to, WithdrawalStakingState _state)
        external
        view
        returns (uint256[] memory)
    {
        uint256 lastIndex = _to == 0 || _to >= withdrawalRequestCount ? withdrawalRequestCount : _to;
        require(lastIndex >= _from, "Invalid index.");
        uint256 cnt = 0;
        for (uint256 i = _from; i < lastIndex; i++) {
            if (withdrawalRequestMap[i].state == _state) cnt += 1;
        }
        uint256[] memory approvedWithdrawalIds = new uint256[](cnt);
        cnt = 0;
        for (uint256 i = _from; i < lastIndex; i++) {
            if (withdrawalRequestMap[i].state == _state) {
                approvedWithdrawalIds[cnt] = i;
                cnt += 1;
            }
        }
        return approvedWithdrawalIds;
    }

    function getApprovedStakingWithdrawalInfo(uint256 _index)
        external
        view
        returns (address, uint256, uint256, WithdrawalStakingState)
    {
        WithdrawalRequest storage request = withdrawalRequestMap[_index];
        return (request.to, request.value, request.withdrawableFrom, request.state);
    }

    function getState()
        external
        view
        returns (address, address, address, address[] memory, uint256, uint256[] memory, uint256[] memory, bool, bool)
    {
        return (
            contractValidator,
            nodeId,
            rewardAddress,
            adminList,
            requirement,
            lockupConditions.unlockTime,
            lockupConditions.unlockAmount,
            lockupConditions.allReviewed,
            isInitialized
        );
    }

    function addStake() private {
        require(msg.value > 0, "Invalid amount.");
        staking = staking + msg.value;
        emit StakeKlay(msg.sender, msg.value);
    }

    /// @dev The original's `transfer`: a failed payment reverts.
    function sendValue(address payable to, uint256 value) private {
        (bool sent, ) = to.call{value: value}("");
        require(sent, "Transfer failed");
    }

    function addressArg(address value) private pure returns (bytes32) {
        return bytes32(uint256(uint160(value)));
    }

    function hasConfirmed(uint256 _id, address admin) private view returns (bool) {
        address[] storage confirmers = requestMap[_id].confirmers;
        for (uint256 i = 0; i < confirmers.length; i++) {
            if (confirmers[i] == admin) return true;
        }
        return false;
    }

    function requireSameRequest(uint256 _id, Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg)
        private
        view
    {
        Request storage request = requestMap[_id];
        require(
            request.functionId == _functionId &&
                request.firstArg == _firstArg &&
                request.secondArg == _secondArg &&
                request.thirdArg == _thirdArg,
            "Function id and arguments do not match."
        );
    }

    function submitAndConfirm(Functions _functionId, bytes32 _firstArg, bytes32 _secondArg, bytes32 _thirdArg) private {
        uint256 id = requestCount;
        requestMap[id].functionId = _functionId;
        requestMap[id].firstArg = _firstArg;
        requestMap[id].secondArg = _secondArg;
        requestMap[id].thirdArg = _thirdArg;
        requestMap[id].requestProposer = msg.sender;
        requestMap[id].state = RequestState.NotConfirmed;
        emit SubmitRequest(id, msg.sender, _functionId, _firstArg, _secondArg, _thirdArg);
        requestCount = requestCount + 1;
        confirmRequest(id, _functionId, _firstArg, _secondArg, _thirdArg);
    }

    function deleteFromConfirmerList(uint256 _id, address _admin) private {
        address[] storage confirmers = requestMap[_id].confirmers;
        uint256 confirmersCnt = confirmers.length;
        for (uint256 i = 0; i < confirmersCnt; i++) {
            if (_admin == confirmers[i]) {
                if (i != confirmersCnt - 1) confirmers[i] = confirmers[confirmersCnt - 1];
                confirmers.pop();
                break;
            }
        }
    }

    /// @dev Runs an approved request as a call to itself, so a failing one is recorded, not reverted.
    function executeRequest(uint256 _id) private {
        Request storage request = requestMap[_id];
        bytes memory data;
        Functions f = request.functionId;
        address firstAddress = address(uint160(uint256(request.firstArg)));
        if (f == Functions.AddAdmin) data = abi.encodeWithSelector(this.addAdmin.selector, firstAddress);
        else if (f == Functions.DeleteAdmin) data = abi.encodeWithSelector(this.deleteAdmin.selector, firstAddress);
        else if (f == Functions.UpdateRequirement) data = abi.encodeWithSelector(this.updateRequirement.selector, uint256(request.firstArg));
        else if (f == Functions.ClearRequest) data = abi.encodeWithSelector(this.clearRequest.selector);
        else if (f == Functions.WithdrawLockupStaking) data = abi.encodeWithSelector(this.withdrawLockupStaking.selector, firstAddress, uint256(request.secondArg));
        else if (f == Functions.ApproveStakingWithdrawal) data = abi.encodeWithSelector(this.approveStakingWithdrawal.selector, firstAddress, uint256(request.secondArg));
        else if (f == Functions.CancelApprovedStakingWithdrawal) data = abi.encodeWithSelector(this.cancelApprovedStakingWithdrawal.selector, uint256(request.firstArg));
        else if (f == Functions.UpdateRewardAddress) data = abi.encodeWithSelector(this.updateRewardAddress.selector, firstAddress);

        bool executed = false;
        if (data.length > 0) (executed, ) = address(this).call(data);
        if (executed) {
            request.state = RequestState.Executed;
            emit ExecuteRequestSuccess(_id, msg.sender, f, request.firstArg, request.secondArg, request.thirdArg);
        } else {
            request.state = RequestState.ExecutionFailed;
            emit ExecuteRequestFailure(_id, msg.sender, f, request.firstArg, request.secondArg, request.thirdArg);
        }
    }
}
