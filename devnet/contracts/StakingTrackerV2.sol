// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./ConsensusInterfaces.sol";

/// @title The staking tracker of KIP-226: votes count CnStaking and CL pools, eligibility CnStaking alone.
/// @notice A tracker lists the councils with a CnStaking (V2 or later) pointing at this tracker when
/// it is created, then adds the CL pools the CL registry names for those councils. A council votes
/// only while its CnStaking balance reaches MIN_STAKE; its votes are then its CnStaking + CL balance
/// per MIN_STAKE, capped at (eligible councils - 1). getTrackedGCBalance answers both balances.
/// The network's address book is at 0x...0400; the devnet's is not, so it is given at deployment.
contract StakingTrackerV2 is Ownable {
    struct Tracker {
        // Updates happen while trackStart <= block.number < trackEnd.
        uint256 trackStart;
        uint256 trackEnd;
        // Fixed at createTracker().
        uint256[] gcIds;
        mapping(uint256 => bool) gcExists;
        mapping(address => uint256) stakingToGCId;
        // Every tracked contract's balance, CnStaking and CL pool alike.
        mapping(address => uint256) stakingBalances;
        mapping(uint256 => uint256) cnStakingBalances;
        mapping(address => bool) isCLPool;
        // CnStaking + CL pools per council.
        mapping(uint256 => uint256) gcBalances;
        mapping(uint256 => uint256) gcVotes;
        uint256 totalVotes;
        uint256 numEligible;
    }

    mapping(uint256 => Tracker) internal trackers;
    uint256[] internal allTrackerIds;
    /// @dev Trackers with block.number < trackEnd; not in any order.
    uint256[] internal liveTrackerIds;

    mapping(uint256 => address) public gcIdToVoter;
    mapping(address => uint256) public voterToGCId;

    address private immutable addressBook;

    event CreateTracker(uint256 indexed trackerId, uint256 trackStart, uint256 trackEnd, uint256[] gcIds);
    event RetireTracker(uint256 indexed trackerId);
    event RefreshStake(
        uint256 indexed trackerId,
        uint256 indexed gcId,
        address staking,
        uint256 stakingBalance,
        uint256 gcBalance,
        uint256 gcVote,
        uint256 totalVotes
    );
    event RefreshVoter(uint256 indexed gcId, address staking, address voter);

    constructor(address initialOwner, address _addressBook) Ownable(initialOwner) {
        addressBook = _addressBook;
    }

    function CONTRACT_TYPE() external pure returns (string memory) {
        return "StakingTracker";
    }

    /// @dev 1, as on the network: CnStakingV3 accepts only a tracker of version 1.
    function VERSION() external pure returns (uint256) {
        return 1;
    }

    function ADDRESS_BOOK_ADDRESS() public view returns (address) {
        return addressBook;
    }

    function REGISTRY_ADDRESS() public pure returns (address) {
        return 0x0000000000000000000000000000000000000401;
    }

    function MIN_STAKE() public pure returns (uint256) {
        return 5_000_000 ether;
    }

    function createTracker(uint256 trackStart, uint256 trackEnd) external onlyOwner returns (uint256 trackerId) {
        trackerId = allTrackerIds.length + 1;
        allTrackerIds.push(trackerId);
        liveTrackerIds.push(trackerId);
        Tracker storage tracker = trackers[trackerId];
        tracker.trackStart = trackStart;
        tracker.trackEnd = trackEnd;
        populateFromAddressBook(tracker);
        populateFromCLRegistry(tracker);
        calcAllVotes(tracker);
        emit CreateTracker(trackerId, trackStart, trackEnd, tracker.gcIds);
    }

    /// @dev Anyone may call it; only contracts a live tracker follows change anything.
    function refreshStake(address staking) external {
        uint256 i = 0;
        while (i < liveTrackerIds.length) {
            uint256 trackerId = liveTrackerIds[i];
            if (!isTrackerLive(trackerId)) {
                liveTrackerIds[i] = liveTrackerIds[liveTrackerIds.length - 1];
                liveTrackerIds.pop();
                emit RetireTracker(trackerId);
                continue;
            }
            updateTracker(trackerId, staking);
            i++;
        }
    }

    /// @dev Links the council of `staking` (a CnStaking of the address book) to its voter account;
    /// a voter serves one council only.
    function refreshVoter(address staking) external {
        (, address[] memory stakings, ) = addressBookLists();
        bool listed = false;
        for (uint256 i = 0; i < stakings.length; i++) {
            if (stakings[i] == staking) {
                listed = true;
                break;
            }
        }
        require(listed, "Not a staking contract");
        (bool isV2, , uint256 gcId, , address newVoter) = readCnStaking(staking);
        require(isV2, "Invalid CnStaking contract");
        address oldVoter = gcIdToVoter[gcId];
        if (oldVoter != address(0)) {
            voterToGCId[oldVoter] = 0;
            gcIdToVoter[gcId] = address(0);
        }
        if (newVoter != address(0)) {
            require(voterToGCId[newVoter] == 0, "Voter address already taken");
            voterToGCId[newVoter] = gcId;
            gcIdToVoter[gcId] = newVoter;
        }
        emit RefreshVoter(gcId, staking, newVoter);
    }

    /// @dev True for a contract saying it is a CnStakingContract of version 2 or later; V1 contracts
    /// (no such answer, or a reverting fallback) are not.
    function isCnStakingV2(address staking) public view returns (bool) {
        (bool ok, bytes memory out) = staking.staticcall(abi.encodeWithSignature("CONTRACT_TYPE()"));
        if (!ok || out.length == 0) return false;
        if (keccak256(bytes(abi.decode(out, (string)))) != keccak256("CnStakingContract")) return false;
        (ok, out) = staking.staticcall(abi.encodeWithSignature("VERSION()"));
        if (!ok || out.length == 0) return false;
        return abi.decode(out, (uint256)) >= 2;
    }

    /// @dev The effective balance is what the contract holds less what is being withdrawn.
    function readCnStaking(address staking)
        public
        view
        returns (bool isV2, uint256 effectiveBalance, uint256 gcId, address stakingTracker, address voterAddress)
    {
        if (!isCnStakingV2(staking)) return (false, 0, 0, address(0), address(0));
        ICnStakingReadable cn = ICnStakingReadable(staking);
        return (true, staking.balance - cn.unstaking(), cn.gcId(), cn.stakingTracker(), cn.voterAddress());
    }

    /// @dev A CL pool counts the WKAIA it holds (none while the registry names no WKAIA).
    function readCLPool(address pool) public view returns (address stakingTracker, uint256 balance) {
        address wKaia = IRegistryLookup(REGISTRY_ADDRESS()).getActiveAddr("WrappedKaia");
        if (wKaia != address(0)) balance = IERC20Balance(wKaia).balanceOf(pool);
        stakingTracker = ICLPoolTracked(pool).stakingTracker();
    }

    function getLastTrackerId() public view returns (uint256) {
        return allTrackerIds.length;
    }

    function getAllTrackerIds() external view returns (uint256[] memory) {
        return allTrackerIds;
    }

    function getLiveTrackerIds() external view returns (uint256[] memory) {
        return liveTrackerIds;
    }

    function getTrackerSummary(uint256 trackerId)
        public
        view
        returns (uint256 trackStart, uint256 trackEnd, uint256 numGCs, uint256 totalVotes, uint256 numEligible)
    {
        Tracker storage tracker = trackers[trackerId];
        return (tracker.trackStart, tracker.trackEnd, tracker.gcIds.length, tracker.totalVotes, tracker.numEligible);
    }

    function getTrackedGC(uint256 trackerId, uint256 gcId) external view returns (uint256 gcBalance, uint256 gcVotes) {
        Tracker storage tracker = trackers[trackerId];
        return (tracker.gcBalances[gcId], tracker.gcVotes[gcId]);
    }

    /// @return The council's CnStaking balance (what eligibility reads) and its CnStaking + CL balance.
    function getTrackedGCBalance(uint256 trackerId, uint256 gcId) external view returns (uint256, uint256) {
        Tracker storage tracker = trackers[trackerId];
        return (tracker.cnStakingBalances[gcId], tracker.gcBalances[gcId]);
    }

    function getAllTrackedGCs(uint256 trackerId)
        public
        view
        returns (uint256[] memory gcIds, uint256[] memory gcBalances, uint256[] memory gcVotes)
    {
        Tracker storage tracker = trackers[trackerId];
        gcIds = tracker.gcIds;
        gcBalances = new uint256[](gcIds.length);
        gcVotes = new uint256[](gcIds.length);
        for (uint256 i = 0; i < gcIds.length; i++) {
            gcBalances[i] = tracker.gcBalances[gcIds[i]];
            gcVotes[i] = tracker.gcVotes[gcIds[i]];
        }
    }

    function stakingToGCId(uint256 trackerId, address staking) external view returns (uint256) {
        return trackers[trackerId].stakingToGCId[staking];
    }

    function isCLPool(uint256 trackerId, address staking) external view returns (bool) {
        return trackers[trackerId].isCLPool[staking];
    }

    function populateFromAddressBook(Tracker storage tracker) private {
        (, address[] memory stakings, ) = addressBookLists();
        for (uint256 i = 0; i < stakings.length; i++) {
            address staking = stakings[i];
            (bool isV2, uint256 balance, uint256 gcId, address stakingTracker, ) = readCnStaking(staking);
            // A V1 contract is not counted, nor one reporting to another tracker: it could withdraw
            // without this tracker seeing it.
            if (!isV2 || stakingTracker != address(this)) continue;
            if (!tracker.gcExists[gcId]) {
                tracker.gcExists[gcId] = true;
                tracker.gcIds.push(gcId);
            }
            tracker.stakingToGCId[staking] = gcId;
            tracker.stakingBalances[staking] = balance;
            tracker.cnStakingBalances[gcId] += balance;
            tracker.gcBalances[gcId] += balance;
        }
    }

    function populateFromCLRegistry(Tracker storage tracker) private {
        address clRegistry = IRegistryLookup(REGISTRY_ADDRESS()).getActiveAddr("CLRegistry");
        // Before the registry names a CL registry (older blocks), there are no CL pools.
        if (clRegistry == address(0)) return;
        (, uint256[] memory gcIds, address[] memory pools) = ICLRegistryLookup(clRegistry).getAllCLs();
        require(gcIds.length == pools.length, "Invalid data");
        for (uint256 i = 0; i < pools.length; i++) {
            (address stakingTracker, uint256 balance) = readCLPool(pools[i]);
            // A pool of a council without CnStaking here, or reporting elsewhere, is not counted.
            if (!tracker.gcExists[gcIds[i]] || stakingTracker != address(this)) continue;
            tracker.isCLPool[pools[i]] = true;
            tracker.stakingToGCId[pools[i]] = gcIds[i];
            tracker.stakingBalances[pools[i]] = balance;
            tracker.gcBalances[gcIds[i]] += balance;
        }
    }

    function calcAllVotes(Tracker storage tracker) private {
        uint256 numEligible = 0;
        for (uint256 i = 0; i < tracker.gcIds.length; i++) {
            if (tracker.cnStakingBalances[tracker.gcIds[i]] >= MIN_STAKE()) numEligible++;
        }
        tracker.numEligible = numEligible;
        uint256 totalVotes = 0;
        for (uint256 i = 0; i < tracker.gcIds.length; i++) {
            uint256 votes = calcVotes(tracker, tracker.gcIds[i]);
            tracker.gcVotes[tracker.gcIds[i]] = votes;
            totalVotes += votes;
        }
        tracker.totalVotes = totalVotes;
    }

    function updateTracker(uint256 trackerId, address staking) private {
        Tracker storage tracker = trackers[trackerId];
        uint256 gcId = tracker.stakingToGCId[staking];
        if (gcId == 0) return;

        bool isCL = tracker.isCLPool[staking];
        uint256 oldBalance = tracker.stakingBalances[staking];
        uint256 newBalance;
        if (isCL) {
            (, newBalance) = readCLPool(staking);
        } else {
            (, newBalance, , , ) = readCnStaking(staking);
        }
        tracker.stakingBalances[staking] = newBalance;
        tracker.gcBalances[gcId] = tracker.gcBalances[gcId] - oldBalance + newBalance;

        bool crossedMinimum = false;
        if (!isCL) {
            uint256 oldCn = tracker.cnStakingBalances[gcId];
            uint256 newCn = oldCn - oldBalance + newBalance;
            tracker.cnStakingBalances[gcId] = newCn;
            crossedMinimum = (oldCn >= MIN_STAKE()) != (newCn >= MIN_STAKE());
        }

        if (crossedMinimum) {
            // The vote cap depends on how many councils are eligible, so every council is recounted.
            if (tracker.cnStakingBalances[gcId] < MIN_STAKE()) tracker.numEligible -= 1;
            else tracker.numEligible += 1;
            uint256 totalVotes = tracker.totalVotes;
            for (uint256 i = 0; i < tracker.gcIds.length; i++) {
                uint256 id = tracker.gcIds[i];
                uint256 votes = calcVotes(tracker, id);
                totalVotes = totalVotes - tracker.gcVotes[id] + votes;
                tracker.gcVotes[id] = votes;
            }
            tracker.totalVotes = totalVotes;
        } else {
            uint256 votes = calcVotes(tracker, gcId);
            tracker.totalVotes = tracker.totalVotes - tracker.gcVotes[gcId] + votes;
            tracker.gcVotes[gcId] = votes;
        }

        emit RefreshStake(
            trackerId,
            gcId,
            staking,
            newBalance,
            tracker.gcBalances[gcId],
            tracker.gcVotes[gcId],
            tracker.totalVotes
        );
    }

    /// @dev One vote per MIN_STAKE of CnStaking + CL, at most max(1, eligible - 1); none below the
    /// minimum in CnStaking, whatever the CL pools hold.
    function calcVotes(Tracker storage tracker, uint256 gcId) private view returns (uint256) {
        if (tracker.cnStakingBalances[gcId] < MIN_STAKE()) return 0;
        uint256 voteCap = tracker.numEligible > 1 ? tracker.numEligible - 1 : 1;
        uint256 votes = tracker.gcBalances[gcId] / MIN_STAKE();
        return votes > voteCap ? voteCap : votes;
    }

    function isTrackerLive(uint256 trackerId) private view returns (bool) {
        Tracker storage tracker = trackers[trackerId];
        return tracker.trackStart <= block.number && block.number < tracker.trackEnd;
    }

    function addressBookLists()
        private
        view
        returns (address[] memory nodeIds, address[] memory stakings, address[] memory rewards)
    {
        (nodeIds, stakings, rewards, , ) = IAddressBookInfo(ADDRESS_BOOK_ADDRESS()).getAllAddressInfo();
        require(nodeIds.length == stakings.length && nodeIds.length == rewards.length, "Invalid data");
    }
}
