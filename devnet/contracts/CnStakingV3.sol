// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./AccessControlEnumerable.sol";
import "./ConsensusInterfaces.sol";

interface IPublicDelegationFactoryCalls {
    struct PDConstructorArgs {
        address owner;
        address commissionTo;
        uint256 commissionRate;
        string gcName;
    }

    function deployPublicDelegation(PDConstructorArgs memory _pdArgs) external returns (address);
}

/// @title A council's staking contract, third version, as on the network (single owner).
/// @notice Two kinds of stake: the initial lockup (fixed amounts unlocking at fixed times, reviewed by
/// every admin, deposited at once to initialise) and delegated stake (delegate(), withdrawn through
/// a request that waits STAKE_LOCKUP and lapses STAKE_LOCKUP later). With public delegation (a zero
/// reward address at deployment) only the public-delegation contract may stake, request and claim,
/// the reward address is that contract, and stake may be redelegated to another CnStakingV3.
/// The tracker's balance is the contract's KAIA less what is being withdrawn.
contract CnStakingV3 is AccessControlEnumerable {
    enum WithdrawalStakingState {
        Unknown,
        Transferred,
        Canceled
    }

    struct LockupConditions {
        uint256[] unlockTime;
        uint256[] unlockAmount;
        bool allReviewed;
        uint256 reviewedCount;
        mapping(address => bool) reviewedAdmin;
    }

    struct WithdrawalRequest {
        address to;
        uint256 value;
        uint256 withdrawableFrom;
        WithdrawalStakingState state;
    }

    string public constant CONTRACT_TYPE = "CnStakingContract";
    uint256 public constant VERSION = 3;
    uint256 public constant ONE_WEEK = 1 weeks;
    uint256 public constant STAKE_LOCKUP = ONE_WEEK;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant STAKER_ROLE = keccak256("STAKER_ROLE");
    bytes32 public constant UNSTAKING_APPROVER_ROLE = keccak256("UNSTAKING_APPROVER_ROLE");
    bytes32 public constant UNSTAKING_CLAIMER_ROLE = keccak256("UNSTAKING_CLAIMER_ROLE");

    address public immutable nodeId;
    bool public immutable isPublicDelegationEnabled;

    uint256 public gcId;
    address public publicDelegation;
    /// @dev When each user was last redelegated here; they may not leave again within STAKE_LOCKUP.
    mapping(address => uint256) public lastRedelegation;
    address public rewardAddress;
    address public pendingRewardAddress;

    LockupConditions public lockupConditions;
    uint256 public initialLockupStaking;
    uint256 public remainingLockupStaking;
    bool public isInitialized;

    /// @dev Delegated stake, including what is being withdrawn (`unstaking`).
    uint256 public staking;
    uint256 public unstaking;
    uint256 public withdrawalRequestCount;
    mapping(uint256 => WithdrawalRequest) public withdrawalRequestMap;

    bool public isRedelegationEnabled;
    address public stakingTracker;
    address public voterAddress;

    event DeployCnStakingV3(
        string contractType,
        address nodeId,
        address rewardAddress,
        uint256[] unlockTime,
        uint256[] unlockAmount
    );
    event UpdateStakingTracker(address indexed stakingTracker);
    event UpdateVoterAddress(address indexed voterAddress);
    event UpdateGCId(uint256 indexed gcId);
    event ToggleRedelegation(bool isRedelegationEnabled);
    event DepositLockupStakingAndInit(address indexed from, uint256 value);
    event SetPublicDelegation(address indexed from, address publicDelegation, address rewardAddress);
    event ReviewInitialConditions(address indexed from);
    event CompleteReviewInitialConditions();
    event WithdrawLockupStaking(address indexed to, uint256 value);
    event DelegateKaia(address indexed from, uint256 value);
    event Redelegation(address indexed user, address indexed targetCnStakingV3, uint256 value);
    event HandleRedelegation(
        address indexed user,
        address indexed prevCnStakingV3,
        address indexed targetCnStakingV3,
        uint256 value
    );
    event ApproveStakingWithdrawal(
        uint256 indexed approvedWithdrawalId,
        address indexed to,
        uint256 value,
        uint256 withdrawableFrom
    );
    event CancelApprovedStakingWithdrawal(uint256 indexed approvedWithdrawalId, address indexed to, uint256 value);
    event WithdrawApprovedStaking(uint256 indexed approvedWithdrawalId, address indexed to, uint256 value);

    modifier notNull(address _address) {
        require(_address != address(0), "Address is null.");
        _;
    }

    modifier beforeInit() {
        require(!isInitialized, "Contract has been initialized.");
        _;
    }

    modifier afterInit() {
        require(isInitialized, "Contract is not initialized.");
        _;
    }

    constructor(
        address _owner,
        address _nodeId,
        address _rewardAddress,
        uint256[] memory _unlockTime,
        uint256[] memory _unlockAmount
    ) notNull(_nodeId) {
        validInitialConditions(_rewardAddress, _unlockTime, _unlockAmount);
        _grantRole(OPERATOR_ROLE, _owner);
        _grantRole(ADMIN_ROLE, _owner);
        isPublicDelegationEnabled = _rewardAddress == address(0);
        lockupConditions.unlockTime = _unlockTime;
        lockupConditions.unlockAmount = _unlockAmount;
        nodeId = _nodeId;
        rewardAddress = _rewardAddress;
        emit DeployCnStakingV3(CONTRACT_TYPE, _nodeId, _rewardAddress, _unlockTime, _unlockAmount);
    }

    /// @dev The network's is the constant 0x...0400; the devnet's address book is wherever the
    /// staking tracker says it is.
    function ADDRESS_BOOK_ADDRESS() public view returns (address) {
        return stakingTracker == address(0) ? address(0) : IStakingTrackerCalls(stakingTracker).ADDRESS_BOOK_ADDRESS();
    }

    /* ========== SET-UP, BEFORE INITIALISATION ========== */

    function setStakingTracker(address _tracker) external beforeInit onlyRole(ADMIN_ROLE) {
        require(validStakingTracker(_tracker, 1), "Invalid StakingTracker.");
        stakingTracker = _tracker;
        emit UpdateStakingTracker(_tracker);
    }

    function setGCId(uint256 _gcId) external beforeInit onlyRole(ADMIN_ROLE) {
        require(_gcId != 0, "GC ID cannot be zero.");
        gcId = _gcId;
        emit UpdateGCId(_gcId);
    }

    /// @dev The factory deploys the public delegation for this contract, which becomes the reward
    /// address for good.
    function setPublicDelegation(address _pdFactory, bytes memory _pdArgs)
        external
        beforeInit
        notNull(_pdFactory)
        onlyRole(ADMIN_ROLE)
    {
        require(isPublicDelegationEnabled, "Public delegation disabled.");
        require(_pdArgs.length > 0, "Invalid args.");
        IPublicDelegationFactoryCalls.PDConstructorArgs memory args = abi.decode(
            _pdArgs,
            (IPublicDelegationFactoryCalls.PDConstructorArgs)
        );
        publicDelegation = IPublicDelegationFactoryCalls(_pdFactory).deployPublicDelegation(args);
        rewardAddress = publicDelegation;
        emit SetPublicDelegation(msg.sender, publicDelegation, rewardAddress);
    }

    function reviewInitialConditions() external beforeInit onlyRole(ADMIN_ROLE) {
        require(!lockupConditions.reviewedAdmin[msg.sender], "Msg.sender already reviewed.");
        lockupConditions.reviewedAdmin[msg.sender] = true;
        lockupConditions.reviewedCount++;
        emit ReviewInitialConditions(msg.sender);
        if (lockupConditions.reviewedCount == getRoleMemberCount(ADMIN_ROLE)) {
            lockupConditions.allReviewed = true;
            emit CompleteReviewInitialConditions();
        }
    }

    /// @dev Must send exactly the sum of the initial lockup (zero when there is none).
    function depositLockupStakingAndInit() public payable virtual beforeInit {
        require(
            gcId != 0 &&
                stakingTracker != address(0) &&
                (!isPublicDelegationEnabled || (publicDelegation != address(0) && rewardAddress != address(0))),
            "Not set up properly."
        );
        require(lockupConditions.allReviewed, "Reviews not finished.");
        uint256 required = 0;
        for (uint256 i = 0; i < lockupConditions.unlockAmount.length; i++) {
            required += lockupConditions.unlockAmount[i];
        }
        require(msg.value == required, "Value does not match.");
        initialLockupStaking = required;
        remainingLockupStaking = required;
        _grantStakingRoles();
        isInitialized = true;
        emit DepositLockupStakingAndInit(msg.sender, msg.value);
    }

    function _grantStakingRoles() internal virtual {
        if (!isPublicDelegationEnabled) {
            address owner = getRoleMember(OPERATOR_ROLE, 0);
            _grantRole(UNSTAKING_APPROVER_ROLE, owner);
            _grantRole(UNSTAKING_CLAIMER_ROLE, owner);
        } else {
            _grantRole(STAKER_ROLE, publicDelegation);
            _grantRole(UNSTAKING_APPROVER_ROLE, publicDelegation);
            _grantRole(UNSTAKING_CLAIMER_ROLE, publicDelegation);
        }
    }

    /* ========== OPERATOR ========== */

    function withdrawLockupStaking(address payable _to, uint256 _value) external onlyRole(OPERATOR_ROLE) notNull(_to) {
        (, , , , uint256 withdrawable) = getLockupStakingInfo();
        require(_value > 0 && _value <= withdrawable, "Value is not withdrawable.");
        remainingLockupStaking -= _value;
        (bool success, ) = _to.call{value: _value}("");
        require(success, "Transfer failed.");
        _refreshStake();
        emit WithdrawLockupStaking(_to, _value);
    }

    /// @dev Refused while a tracker of the current one is live: stake could leave unseen.
    function updateStakingTracker(address _tracker) external onlyRole(OPERATOR_ROLE) {
        require(validStakingTracker(_tracker, 1), "Invalid StakingTracker.");
        if (stakingTracker != address(0)) {
            IStakingTrackerCalls(stakingTracker).refreshStake(address(this));
            require(
                IStakingTrackerCalls(stakingTracker).getLiveTrackerIds().length == 0,
                "Cannot update tracker when there is an active tracker."
            );
        }
        stakingTracker = _tracker;
        emit UpdateStakingTracker(_tracker);
    }

    function updateVoterAddress(address _addr) external onlyRole(OPERATOR_ROLE) {
        voterAddress = _addr;
        if (stakingTracker != address(0)) {
            if (_addr != address(0)) {
                require(IStakingTrackerCalls(stakingTracker).voterToGCId(_addr) == 0, "Voter already taken.");
            }
            IStakingTrackerCalls(stakingTracker).refreshVoter(address(this));
        }
        emit UpdateVoterAddress(_addr);
    }

    function toggleRedelegation() external onlyRole(OPERATOR_ROLE) {
        require(isPublicDelegationEnabled, "Public delegation disabled.");
        isRedelegationEnabled = !isRedelegationEnabled;
        emit ToggleRedelegation(isRedelegationEnabled);
    }

    /* ========== DELEGATED STAKE ========== */

    function delegate() external payable afterInit onlyRole(STAKER_ROLE) {
        delegateKaia();
    }

    receive() external payable afterInit onlyRole(STAKER_ROLE) {
        delegateKaia();
    }

    /// @dev Called by the public delegation for a user: the KAIA goes straight to the target, whose
    /// public delegation mints the user's shares there.
    function redelegate(address _user, address _targetCnV3, uint256 _value) external afterInit notNull(_user) {
        require(isRedelegationEnabled && msg.sender == publicDelegation, "Redelegation disabled.");
        require(_targetCnV3 != address(this), "Target can't be self.");
        require(validCnStaking(_targetCnV3, 3, ADDRESS_BOOK_ADDRESS()), "Invalid CnStakingV3.");
        require(_value > 0 && unstaking + _value <= staking, "Invalid value.");
        require(
            lastRedelegation[_user] == 0 || lastRedelegation[_user] + STAKE_LOCKUP <= block.timestamp,
            "Can't redelegate yet."
        );
        staking -= _value;
        ICnStakingV3Calls(payable(_targetCnV3)).handleRedelegation{value: _value}(_user);
        _refreshStake();
        emit Redelegation(_user, _targetCnV3, _value);
    }

    /// @dev The public delegation stakes the KAIA straight back here, so the balance must end where
    /// it started (plus the rewards it compounds on the way).
    function handleRedelegation(address _user) external payable afterInit notNull(_user) {
        require(isRedelegationEnabled, "Redelegation disabled.");
        require(validCnStaking(msg.sender, 3, ADDRESS_BOOK_ADDRESS()), "Invalid CnStakingV3.");
        lastRedelegation[_user] = block.timestamp;
        IKIP163 pd = IKIP163(payable(publicDelegation));
        uint256 expected = address(this).balance + pd.reward();
        pd.stakeFor{value: msg.value}(_user);
        require(expected == address(this).balance, "Invalid stakeFor.");
        emit HandleRedelegation(_user, msg.sender, address(this), msg.value);
    }

    function approveStakingWithdrawal(address _to, uint256 _value)
        external
        notNull(_to)
        onlyRole(UNSTAKING_APPROVER_ROLE)
        returns (uint256 id)
    {
        require(_value > 0 && unstaking + _value <= staking, "Invalid value.");
        id = withdrawalRequestCount++;
        uint256 time = block.timestamp + STAKE_LOCKUP;
        withdrawalRequestMap[id] = WithdrawalRequest(_to, _value, time, WithdrawalStakingState.Unknown);
        unstaking += _value;
        _refreshStake();
        emit ApproveStakingWithdrawal(id, _to, _value, time);
    }

    function cancelApprovedStakingWithdrawal(uint256 _id) external onlyRole(UNSTAKING_APPROVER_ROLE) {
        WithdrawalRequest storage request = withdrawalRequestMap[_id];
        require(request.to != address(0), "Withdrawal request does not exist.");
        require(request.state == WithdrawalStakingState.Unknown, "Invalid state.");
        request.state = WithdrawalStakingState.Canceled;
        unstaking -= request.value;
        _refreshStake();
        emit CancelApprovedStakingWithdrawal(_id, request.to, request.value);
    }

    /// @dev From STAKE_LOCKUP after the request the KAIA can be taken out; from twice that, the
    /// request has lapsed and this call cancels it instead.
    function withdrawApprovedStaking(uint256 _id) external onlyRole(UNSTAKING_CLAIMER_ROLE) {
        WithdrawalRequest storage request = withdrawalRequestMap[_id];
        require(request.to != address(0), "Withdrawal request does not exist.");
        require(request.state == WithdrawalStakingState.Unknown, "Invalid state.");
        require(request.value <= staking, "Value is not withdrawable.");
        require(request.withdrawableFrom <= block.timestamp, "Not withdrawable yet.");
        if (request.withdrawableFrom + STAKE_LOCKUP <= block.timestamp) {
            request.state = WithdrawalStakingState.Canceled;
            unstaking -= request.value;
            _refreshStake();
            emit CancelApprovedStakingWithdrawal(_id, request.to, request.value);
        } else {
            request.state = WithdrawalStakingState.Transferred;
            staking -= request.value;
            unstaking -= request.value;
            (bool success, ) = request.to.call{value: request.value}("");
            require(success, "Transfer failed.");
            _refreshStake();
            emit WithdrawApprovedStaking(_id, request.to, request.value);
        }
    }

    /* ========== VIEWS ========== */

    /// @dev Without public delegation anyone may stake.
    function hasRole(bytes32 role, address account) public view override returns (bool) {
        if (!isPublicDelegationEnabled && role == STAKER_ROLE) return true;
        return super.hasRole(role, account);
    }

    /// @return unlockTime    the unlock times
    /// @return unlockAmount  the amount unlocking at each
    /// @return initial       the initial lockup
    /// @return remaining     the initial lockup not yet withdrawn
    /// @return withdrawable  unlocked and not yet withdrawn
    function getLockupStakingInfo()
        public
        view
        afterInit
        returns (
            uint256[] memory unlockTime,
            uint256[] memory unlockAmount,
            uint256 initial,
            uint256 remaining,
            uint256 withdrawable
        )
    {
        uint256 unlocked = 0;
        for (uint256 i = 0; i < lockupConditions.unlockTime.length; i++) {
            if (block.timestamp > lockupConditions.unlockTime[i]) unlocked += lockupConditions.unlockAmount[i];
        }
        if (lockupConditions.unlockTime.length > 0) {
            withdrawable = unlocked - (initialLockupStaking - remainingLockupStaking);
        }
        return (
            lockupConditions.unlockTime,
            lockupConditions.unlockAmount,
            initialLockupStaking,
            remainingLockupStaking,
            withdrawable
        );
    }

    /// @dev Ids in [_from, _to) in the given state; _to == 0 or past the end means to the end.
    function getApprovedStakingWithdrawalIds(uint256 _from, uint256 _to, WithdrawalStakingState _state)
        external
        view
        returns (uint256[] memory ids)
    {
        uint256 end = (_to == 0 || _to >= withdrawalRequestCount) ? withdrawalRequestCount : _to;
        ids = new uint256[](end - _from);
        uint256 count = 0;
        for (uint256 i = _from; i < end; i++) {
            if (withdrawalRequestMap[i].state == _state) ids[count++] = i;
        }
        // Shortens the array in place to what was found.
        assembly {
            mstore(ids, count)
        }
    }

    function getApprovedStakingWithdrawalInfo(uint256 _index)
        external
        view
        returns (address to, uint256 value, uint256 withdrawableFrom, WithdrawalStakingState state)
    {
        WithdrawalRequest storage request = withdrawalRequestMap[_index];
        return (request.to, request.value, request.withdrawableFrom, request.state);
    }

    /* ========== PRIVATE ========== */

    function delegateKaia() private {
        require(msg.value > 0, "Invalid amount.");
        staking += msg.value;
        _refreshStake();
        emit DelegateKaia(msg.sender, msg.value);
    }

    function _refreshStake() internal {
        IStakingTrackerCalls(stakingTracker).refreshStake(address(this));
    }

    function validInitialConditions(address _ra, uint256[] memory _unlockTime, uint256[] memory _unlockAmount)
        private
        view
    {
        if (_ra == address(0)) {
            require(_unlockTime.length == 0 && _unlockAmount.length == 0, "Initial lockup disabled.");
            return;
        }
        require(_unlockTime.length == _unlockAmount.length, "Invalid initial conditions.");
        uint256 previous = block.timestamp;
        for (uint256 i = 0; i < _unlockTime.length; i++) {
            require(previous < _unlockTime[i], "Unlock time is not in ascending order.");
            require(_unlockAmount[i] > 0, "Amount is not positive number.");
            previous = _unlockTime[i];
        }
    }
}
