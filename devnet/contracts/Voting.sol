// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./IStakingTracker.sol";

/// @title The council's voting contract, with the interface and rules of the network's own.
/// @notice Time is in blocks (one a second). A proposal is Pending for votingDelay blocks while the
/// staking tracker follows the councils' stakes, Active for votingPeriod blocks, then Failed or Passed;
/// a passed proposal with actions is queued, and executed after execDelay.
contract Voting {
    enum ProposalState {
        Pending,
        Active,
        Canceled,
        Failed,
        Passed,
        Queued,
        Expired,
        Executed
    }

    enum VoteChoice {
        No,
        Yes,
        Abstain
    }

    struct Receipt {
        bool hasVoted;
        uint8 choice;
        uint256 votes;
    }

    struct AccessRule {
        /// True if the secretary can propose()
        bool secretaryPropose;
        /// True if any eligible voter can propose()
        bool voterPropose;
        /// True if the secretary can queue() and execute()
        bool secretaryExecute;
        /// True if any eligible voter of the proposal can queue() and execute() it
        bool voterExecute;
    }

    struct TimingRule {
        uint256 minVotingDelay;
        uint256 maxVotingDelay;
        uint256 minVotingPeriod;
        uint256 maxVotingPeriod;
    }

    struct Proposal {
        address proposer;
        string description;
        address[] targets;
        uint256[] values;
        bytes[] calldatas;
        uint256 voteStart;
        uint256 voteEnd;
        uint256 queueDeadline;
        uint256 eta;
        uint256 execDeadline;
        bool canceled;
        bool queued;
        bool executed;
        /// The tracker that counts this proposal's votes, even if the contract's tracker changes later.
        address stakingTracker;
        uint256 trackerId;
        uint256 totalYes;
        uint256 totalNo;
        uint256 totalAbstain;
        uint256[] voters;
        mapping(uint256 => Receipt) receipts;
    }

    uint256 public constant DAY = 86400;
    uint256 public constant queueTimeout = 14 * DAY;
    uint256 public constant execDelay = 2 * DAY;
    uint256 public constant execTimeout = 14 * DAY;

    address public stakingTracker;
    address public secretary;
    AccessRule public accessRule;
    TimingRule public timingRule;

    mapping(uint256 => Proposal) private proposals;
    uint256 private nextProposalId = 1;

    event ProposalCreated(
        uint256 proposalId,
        address proposer,
        address[] targets,
        uint256[] values,
        string[] signatures,
        bytes[] calldatas,
        uint256 voteStart,
        uint256 voteEnd,
        string description
    );
    event ProposalCanceled(uint256 proposalId);
    event ProposalQueued(uint256 proposalId, uint256 eta);
    event ProposalExecuted(uint256 proposalId);
    event VoteCast(address indexed voter, uint256 proposalId, uint8 choice, uint256 votes, string reason);
    event UpdateStakingTracker(address oldAddr, address newAddr);
    event UpdateSecretary(address oldAddr, address newAddr);
    event UpdateAccessRule(bool secretaryPropose, bool voterPropose, bool secretaryExecute, bool voterExecute);
    event UpdateTimingRule(uint256 minVotingDelay, uint256 maxVotingDelay, uint256 minVotingPeriod, uint256 maxVotingPeriod);

    constructor(address _stakingTracker, address _secretary) {
        require(_stakingTracker != address(0), "Address is null");
        stakingTracker = _stakingTracker;
        secretary = _secretary;
        accessRule = AccessRule({
            secretaryPropose: true,
            voterPropose: false,
            secretaryExecute: true,
            voterExecute: false
        });
        validateAccessRule();
        timingRule = TimingRule(1 * DAY, 28 * DAY, 1 * DAY, 28 * DAY);
        validateTimingRule();
    }

    /// @dev The proposal exists and is in state `s`.
    modifier onlyState(uint256 proposalId, ProposalState s) {
        require(proposals[proposalId].proposer != address(0), "No such proposal");
        require(state(proposalId) == s, "Not allowed in current state");
        _;
    }

    /// @dev Only through an executed proposal, i.e. a call from this contract itself.
    modifier onlyGovernance() {
        require(msg.sender == address(this), "Not a governance transaction");
        _;
    }

    modifier onlyGovernanceOrSecretary() {
        require(msg.sender == address(this) || msg.sender == secretary, "Not a governance transaction or secretary");
        _;
    }

    modifier onlyExecutor(uint256 proposalId) {
        checkAccess(proposalId, accessRule.secretaryExecute, accessRule.voterExecute);
        _;
    }

    // Mutators

    function propose(
        string memory description,
        address[] memory targets,
        uint256[] memory values,
        bytes[] memory calldatas,
        uint256 votingDelay,
        uint256 votingPeriod
    ) external returns (uint256 proposalId) {
        require(targets.length == values.length && targets.length == calldatas.length, "Invalid actions");
        TimingRule storage tr = timingRule;
        require(tr.minVotingDelay <= votingDelay && votingDelay <= tr.maxVotingDelay, "Invalid votingDelay");
        require(tr.minVotingPeriod <= votingPeriod && votingPeriod <= tr.maxVotingPeriod, "Invalid votingPeriod");

        proposalId = nextProposalId++;
        Proposal storage p = proposals[proposalId];
        p.proposer = msg.sender;
        p.description = description;
        p.targets = targets;
        p.values = values;
        p.calldatas = calldatas;
        p.voteStart = block.number + votingDelay;
        p.voteEnd = p.voteStart + votingPeriod;
        p.queueDeadline = p.voteEnd + queueTimeout;

        // The voter list is fixed now; balances are tracked until the vote starts.
        p.stakingTracker = stakingTracker;
        p.trackerId = IStakingTracker(stakingTracker).createTracker(block.number, p.voteStart);

        // Checked after the tracker exists, since a proposing voter must be eligible in it.
        checkAccess(proposalId, accessRule.secretaryPropose, accessRule.voterPropose);

        emitProposalCreated(proposalId);
    }

    function cancel(uint256 proposalId) external onlyState(proposalId, ProposalState.Pending) {
        require(proposals[proposalId].proposer == msg.sender, "Not the proposer");
        proposals[proposalId].canceled = true;
        emit ProposalCanceled(proposalId);
    }

    function castVote(uint256 proposalId, uint8 choice) external onlyState(proposalId, ProposalState.Active) {
        Proposal storage p = proposals[proposalId];
        (uint256 gcId, uint256 votes) = getVotes(proposalId, msg.sender);
        require(gcId != 0, "Not a registered voter");
        require(votes > 0, "Not eligible to vote");
        require(
            choice == uint8(VoteChoice.Yes) || choice == uint8(VoteChoice.No) || choice == uint8(VoteChoice.Abstain),
            "Not a valid choice"
        );
        require(!p.receipts[gcId].hasVoted, "Already voted");

        p.receipts[gcId] = Receipt(true, choice, votes);
        p.voters.push(gcId);
        if (choice == uint8(VoteChoice.Yes)) p.totalYes += votes;
        else if (choice == uint8(VoteChoice.No)) p.totalNo += votes;
        else p.totalAbstain += votes;

        // The network's contract puts the council's gc id in the reason, as a 32-byte hex string.
        emit VoteCast(msg.sender, proposalId, choice, votes, toHexString32(gcId));
    }

    function queue(uint256 proposalId)
        external
        onlyState(proposalId, ProposalState.Passed)
        onlyExecutor(proposalId)
    {
        Proposal storage p = proposals[proposalId];
        require(p.targets.length > 0, "Proposal has no action");
        p.eta = block.number + execDelay;
        p.execDeadline = p.eta + execTimeout;
        p.queued = true;
        emit ProposalQueued(proposalId, p.eta);
    }

    function execute(uint256 proposalId)
        external
        payable
        onlyState(proposalId, ProposalState.Queued)
        onlyExecutor(proposalId)
    {
        Proposal storage p = proposals[proposalId];
        require(block.number >= p.eta, "Not yet executable");
        for (uint256 i = 0; i < p.targets.length; i++) {
            (bool success, bytes memory result) = p.targets[i].call{value: p.values[i]}(p.calldatas[i]);
            if (!success) {
                if (result.length == 0) revert("Transaction failed");
                // Bubble the action's own revert reason up.
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
        p.executed = true;
        emit ProposalExecuted(proposalId);
    }

    // Governance

    /// @dev Only when no tracker is live, so no pending proposal loses the stakes tracked for it.
    function updateStakingTracker(address newAddr) external onlyGovernance {
        require(newAddr != address(0), "Address is null");
        IStakingTracker(stakingTracker).refreshStake(address(0)); // retires expired trackers
        require(
            IStakingTrackerLive(stakingTracker).getLiveTrackerIds().length == 0,
            "Cannot update tracker when there is an active tracker"
        );
        emit UpdateStakingTracker(stakingTracker, newAddr);
        stakingTracker = newAddr;
    }

    function updateSecretary(address newAddr) external onlyGovernance {
        emit UpdateSecretary(secretary, newAddr);
        secretary = newAddr;
        validateAccessRule();
    }

    function updateAccessRule(bool secretaryPropose, bool voterPropose, bool secretaryExecute, bool voterExecute)
        external
        onlyGovernanceOrSecretary
    {
        accessRule = AccessRule(secretaryPropose, voterPropose, secretaryExecute, voterExecute);
        validateAccessRule();
        emit UpdateAccessRule(secretaryPropose, voterPropose, secretaryExecute, voterExecute);
    }

    function updateTimingRule(uint256 minVotingDelay, uint256 maxVotingDelay, uint256 minVotingPeriod, uint256 maxVotingPeriod)
        external
        onlyGovernanceOrSecretary
    {
        timingRule = TimingRule(minVotingDelay, maxVotingDelay, minVotingPeriod, maxVotingPeriod);
        validateTimingRule();
        emit UpdateTimingRule(minVotingDelay, maxVotingDelay, minVotingPeriod, maxVotingPeriod);
    }

    // Getters

    function lastProposalId() external view returns (uint256) {
        return nextProposalId - 1;
    }

    function state(uint256 proposalId) public view returns (ProposalState) {
        Proposal storage p = proposals[proposalId];
        if (p.executed) return ProposalState.Executed;
        if (p.canceled) return ProposalState.Canceled;
        if (block.number < p.voteStart) return ProposalState.Pending;
        if (block.number <= p.voteEnd) return ProposalState.Active;
        if (!checkQuorum(proposalId)) return ProposalState.Failed;
        if (!p.queued) {
            // Text-only agendas have nothing to queue, so they never expire.
            return block.number <= p.queueDeadline || p.targets.length == 0
                ? ProposalState.Passed
                : ProposalState.Expired;
        }
        return block.number <= p.execDeadline ? ProposalState.Queued : ProposalState.Expired;
    }

    /// @dev Whether the proposal passes as things stand, like the network's contract: quorum (by council
    /// count or by voting power) and a majority of Yes over No and Abstain together.
    function checkQuorum(uint256 proposalId) public view returns (bool) {
        Proposal storage p = proposals[proposalId];
        (uint256 quorumCount, uint256 quorumPower) = getQuorum(p);
        bool quorumMet = p.voters.length >= quorumCount || p.totalYes + p.totalNo + p.totalAbstain >= quorumPower;
        bool majority = p.totalYes >= p.totalNo + p.totalAbstain + 1;
        return quorumMet && majority;
    }

    /// @dev The council a voter account stands for now, and that council's votes in this proposal.
    function getVotes(uint256 proposalId, address voter) public view returns (uint256 gcId, uint256 votes) {
        Proposal storage p = proposals[proposalId];
        gcId = IStakingTracker(p.stakingTracker).voterToGCId(voter);
        (, votes) = IStakingTracker(p.stakingTracker).getTrackedGC(p.trackerId, gcId);
    }

    function getProposalContent(uint256 proposalId)
        external
        view
        returns (uint256 id, address proposer, string memory description)
    {
        Proposal storage p = proposals[proposalId];
        return (proposalId, p.proposer, p.description);
    }

    /// @dev Signatures are empty strings: calldatas carry their selectors.
    function getActions(uint256 proposalId)
        external
        view
        returns (address[] memory targets, uint256[] memory values, string[] memory signatures, bytes[] memory calldatas)
    {
        Proposal storage p = proposals[proposalId];
        return (p.targets, p.values, new string[](p.targets.length), p.calldatas);
    }

    function getProposalSchedule(uint256 proposalId)
        external
        view
        returns (
            uint256 voteStart,
            uint256 voteEnd,
            uint256 queueDeadline,
            uint256 eta,
            uint256 execDeadline,
            bool canceled,
            bool queued,
            bool executed
        )
    {
        Proposal storage p = proposals[proposalId];
        return (p.voteStart, p.voteEnd, p.queueDeadline, p.eta, p.execDeadline, p.canceled, p.queued, p.executed);
    }

    function getProposalTally(uint256 proposalId)
        external
        view
        returns (
            uint256 totalYes,
            uint256 totalNo,
            uint256 totalAbstain,
            uint256 quorumCount,
            uint256 quorumPower,
            uint256[] memory voters
        )
    {
        Proposal storage p = proposals[proposalId];
        (quorumCount, quorumPower) = getQuorum(p);
        return (p.totalYes, p.totalNo, p.totalAbstain, quorumCount, quorumPower, p.voters);
    }

    function getReceipt(uint256 proposalId, uint256 gcId)
        external
        view
        returns (bool hasVoted, uint8 choice, uint256 votes)
    {
        Receipt storage r = proposals[proposalId].receipts[gcId];
        return (r.hasVoted, r.choice, r.votes);
    }

    function getTrackerSummary(uint256 proposalId)
        external
        view
        returns (uint256 trackStart, uint256 trackEnd, uint256 numGCs, uint256 totalVotes, uint256 numEligible)
    {
        Proposal storage p = proposals[proposalId];
        return IStakingTracker(p.stakingTracker).getTrackerSummary(p.trackerId);
    }

    function getAllTrackedGCs(uint256 proposalId)
        external
        view
        returns (uint256[] memory gcIds, uint256[] memory gcBalances, uint256[] memory gcVotes)
    {
        Proposal storage p = proposals[proposalId];
        return IStakingTracker(p.stakingTracker).getAllTrackedGCs(p.trackerId);
    }

    function voterToGCId(address voter) external view returns (uint256 gcId) {
        return IStakingTracker(stakingTracker).voterToGCId(voter);
    }

    function gcIdToVoter(uint256 gcId) external view returns (address voter) {
        return IStakingTracker(stakingTracker).gcIdToVoter(gcId);
    }

    // Internals

    /// @dev Apart from propose() because its arguments leave no stack room for the event.
    function emitProposalCreated(uint256 proposalId) private {
        Proposal storage p = proposals[proposalId];
        emit ProposalCreated(
            proposalId,
            p.proposer,
            p.targets,
            p.values,
            new string[](p.targets.length),
            p.calldatas,
            p.voteStart,
            p.voteEnd,
            p.description
        );
    }

    /// @dev Quorums are a third of the eligible councils and of the votes, rounded up.
    function getQuorum(Proposal storage p) private view returns (uint256 quorumCount, uint256 quorumPower) {
        (, , , uint256 totalVotes, uint256 numEligible) = IStakingTracker(p.stakingTracker).getTrackerSummary(p.trackerId);
        return ((numEligible + 2) / 3, (totalVotes + 2) / 3);
    }

    /// @dev Secretary access lets the secretary through; voter access lets through a voter with votes in
    /// the proposal. The revert names what the caller lacks.
    function checkAccess(uint256 proposalId, bool secretaryAccess, bool voterAccess) private view {
        if (secretaryAccess && msg.sender == secretary) return;
        if (!voterAccess) revert("Not the secretary");
        (uint256 gcId, uint256 votes) = getVotes(proposalId, msg.sender);
        require(gcId != 0, "Not a registered voter");
        require(votes > 0, "Not eligible to vote");
    }

    function validateAccessRule() private view {
        AccessRule storage ar = accessRule;
        require((ar.secretaryPropose && secretary != address(0)) || ar.voterPropose, "No propose access");
        require((ar.secretaryExecute && secretary != address(0)) || ar.voterExecute, "No execute access");
    }

    function validateTimingRule() private view {
        TimingRule storage tr = timingRule;
        require(tr.minVotingDelay >= 1 * DAY && tr.minVotingPeriod >= 1 * DAY, "Invalid timing");
        require(tr.minVotingDelay <= tr.maxVotingDelay && tr.minVotingPeriod <= tr.maxVotingPeriod, "Invalid timing");
    }

    /// @dev "0x" and 64 lowercase hex digits.
    function toHexString32(uint256 value) private pure returns (string memory) {
        bytes memory digits = "0123456789abcdef";
        bytes memory out = new bytes(66);
        out[0] = "0";
        out[1] = "x";
        for (uint256 i = 65; i > 1; i--) {
            out[i] = digits[value & 0xf];
            value >>= 4;
        }
        return string(out);
    }
}

interface IStakingTrackerLive {
    function getLiveTrackerIds() external view returns (uint256[] memory);
}
