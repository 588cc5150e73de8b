// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IStakingTracker.sol";

interface IAddressBook {
    function getAllAddressInfo()
        external
        view
        returns (address[] memory, address[] memory, address[] memory, address, address);
}

interface ICnStaking {
    function gcId() external view returns (uint256);

    function VERSION() external view returns (uint256);

    function unstaking() external view returns (uint256);

    function voterAddress() external view returns (address);

    function stakingTracker() external view returns (address);
}

/// @title Voting power per proposal: a tracker of the councils' stakes from a proposal until its vote starts.
/// @notice A tracker lists the councils of the address book when it is created (the voter list is fixed
/// at propose). Staking contracts report every change of their balance; a tracker follows them while
/// trackStart <= block < trackEnd, then its balances and votes are frozen.
contract StakingTracker is IStakingTracker {
    uint256 public constant MIN_STAKE = 5_000_000 ether;

    struct Tracker {
        uint256 trackStart;
        uint256 trackEnd;
        uint256[] gcIds;
        mapping(uint256 => bool) tracksGC;
        mapping(address => uint256) stakingToGCId;
        mapping(address => uint256) stakingBalances;
        mapping(uint256 => uint256) gcBalances;
        mapping(uint256 => uint256) gcVotes;
        uint256 totalVotes;
        uint256 numEligible;
    }

    address public owner;
    address public immutable addressBook;

    mapping(uint256 => Tracker) private trackers;
    uint256 private lastTrackerId;
    /// @dev Trackers that may still change; not in any order.
    uint256[] private liveTrackerIds;

    /// @dev One voter account per council and one council per voter account.
    mapping(address => uint256) public voterToGCId;
    mapping(uint256 => address) public gcIdToVoter;

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
    event OwnershipTransferred(address indexed oldOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "Caller is not the owner");
        _;
    }

    constructor(address _addressBook) {
        owner = msg.sender;
        addressBook = _addressBook;
    }

    /// @dev The network's identity answers: CnStakingV3 and its public delegation accept a tracker
    /// only if it says it is a StakingTracker of version 1, and ask it where the address book is.
    function CONTRACT_TYPE() external pure returns (string memory) {
        return "StakingTracker";
    }

    function VERSION() external pure returns (uint256) {
        return 1;
    }

    /// @dev The network's is at 0x...0400; the devnet's is where it was deployed.
    function ADDRESS_BOOK_ADDRESS() external view returns (address) {
        return addressBook;
    }

    /// @dev The deployer hands the tracker over to the voting contract, which creates its trackers.
    function transferOwnership(address newOwner) external onlyOwner {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function createTracker(uint256 trackStart, uint256 trackEnd) external onlyOwner returns (uint256 trackerId) {
        trackerId = ++lastTrackerId;
        Tracker storage tracker = trackers[trackerId];
        tracker.trackStart = trackStart;
        tracker.trackEnd = trackEnd;

        (, address[] memory stakings, , , ) = IAddressBook(addressBook).getAllAddressInfo();
        for (uint256 i = 0; i < stakings.length; i++) {
            // As the network's tracker: a first-version contract (no gcId, no unstaking) is not counted.
            if (!isCnStakingV2(stakings[i])) continue;
            // As the network's tracker: a contract reporting to another tracker is not counted (it
            // could withdraw without this tracker seeing the change).
            if (ICnStaking(stakings[i]).stakingTracker() != address(this)) continue;
            uint256 gcId = ICnStaking(stakings[i]).gcId();
            if (!tracker.tracksGC[gcId]) {
                tracker.tracksGC[gcId] = true;
                tracker.gcIds.push(gcId);
            }
            uint256 balance = stakingBalance(stakings[i]);
            tracker.stakingToGCId[stakings[i]] = gcId;
            tracker.stakingBalances[stakings[i]] = balance;
            tracker.gcBalances[gcId] += balance;
        }
        calcAllVotes(tracker);

        liveTrackerIds.push(trackerId);
        emit CreateTracker(trackerId, trackStart, trackEnd, tracker.gcIds);
    }

    /// @dev Called by staking contracts when their balance or unstaking amount changes; anyone may
    /// call it. Trackers past their trackEnd are retired on the way; address(0) only retires.
    function refreshStake(address staking) external {
        uint256 i = 0;
        while (i < liveTrackerIds.length) {
            uint256 trackerId = liveTrackerIds[i];
            Tracker storage tracker = trackers[trackerId];
            if (block.number >= tracker.trackEnd) {
                liveTrackerIds[i] = liveTrackerIds[liveTrackerIds.length - 1];
                liveTrackerIds.pop();
                emit RetireTracker(trackerId);
                continue;
            }
            uint256 gcId = tracker.stakingToGCId[staking];
            if (gcId != 0) updateStake(trackerId, tracker, staking, gcId);
            i++;
        }
    }

    /// @dev Called by a V2 staking contract when its voter account changes.
    function refreshVoter(address staking) external {
        require(isRegistered(staking), "Not a staking contract");
        require(ICnStaking(staking).VERSION() >= 2, "Invalid CnStaking contract");
        uint256 gcId = ICnStaking(staking).gcId();

        address oldVoter = gcIdToVoter[gcId];
        if (oldVoter != address(0)) {
            voterToGCId[oldVoter] = 0;
            gcIdToVoter[gcId] = address(0);
        }
        address newVoter = ICnStaking(staking).voterAddress();
        if (newVoter != address(0)) {
            require(voterToGCId[newVoter] == 0, "Voter address already taken");
            voterToGCId[newVoter] = gcId;
            gcIdToVoter[gcId] = newVoter;
        }
        emit RefreshVoter(gcId, staking, newVoter);
    }

    function getLastTrackerId() external view returns (uint256) {
        return lastTrackerId;
    }

    function getLiveTrackerIds() external view returns (uint256[] memory) {
        return liveTrackerIds;
    }

    function getTrackerSummary(uint256 trackerId)
        external
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

    function getAllTrackedGCs(uint256 trackerId)
        external
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

    /// @dev What counts toward voting power: the balance minus what is being withdrawn.
    function stakingBalance(address staking) public view returns (uint256) {
        return staking.balance - ICnStaking(staking).unstaking();
    }

    function updateStake(uint256 trackerId, Tracker storage tracker, address staking, uint256 gcId) private {
        uint256 newBalance = stakingBalance(staking);
        tracker.gcBalances[gcId] = tracker.gcBalances[gcId] - tracker.stakingBalances[staking] + newBalance;
        tracker.stakingBalances[staking] = newBalance;
        // Any council crossing the minimum changes the vote cap of all, so all votes are recounted.
        calcAllVotes(tracker);
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

    /// @dev One vote per MIN_STAKE, at most max(1, numEligible - 1) so no council can outvote all others.
    function calcAllVotes(Tracker storage tracker) private {
        uint256 numEligible = 0;
        for (uint256 i = 0; i < tracker.gcIds.length; i++) {
            if (tracker.gcBalances[tracker.gcIds[i]] >= MIN_STAKE) numEligible++;
        }
        uint256 voteCap = numEligible > 1 ? numEligible - 1 : 1;
        uint256 totalVotes = 0;
        for (uint256 i = 0; i < tracker.gcIds.length; i++) {
            uint256 gcId = tracker.gcIds[i];
            uint256 votes = tracker.gcBalances[gcId] / MIN_STAKE;
            if (votes > voteCap) votes = voteCap;
            tracker.gcVotes[gcId] = votes;
            totalVotes += votes;
        }
        tracker.numEligible = numEligible;
        tracker.totalVotes = totalVotes;
    }

    /// @dev Asked without trusting the answer's shape, since an older contract's fallback reverts.
    function isCnStakingV2(address staking) public view returns (bool) {
        (bool ok, bytes memory out) = staking.staticcall(abi.encodeWithSignature("CONTRACT_TYPE()"));
        if (!ok || out.length == 0) return false;
        if (keccak256(bytes(abi.decode(out, (string)))) != keccak256(bytes("CnStakingContract"))) return false;
        (ok, out) = staking.staticcall(abi.encodeWithSignature("VERSION()"));
        if (!ok || out.length == 0) return false;
        return abi.decode(out, (uint256)) >= 2;
    }

    function isRegistered(address staking) private view returns (bool) {
        (, address[] memory stakings, , , ) = IAddressBook(addressBook).getAllAddressInfo();
        for (uint256 i = 0; i < stakings.length; i++) {
            if (stakings[i] == staking) return true;
        }
        return false;
    }
}
