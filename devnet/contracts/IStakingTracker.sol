// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What staking contracts and the voting contract need from the staking tracker.
interface IStakingTracker {
    function createTracker(uint256 trackStart, uint256 trackEnd) external returns (uint256 trackerId);

    function refreshStake(address staking) external;

    function refreshVoter(address staking) external;

    function getTrackerSummary(uint256 trackerId)
        external
        view
        returns (uint256 trackStart, uint256 trackEnd, uint256 numGCs, uint256 totalVotes, uint256 numEligible);

    function getTrackedGC(uint256 trackerId, uint256 gcId) external view returns (uint256 gcBalance, uint256 gcVotes);

    function getAllTrackedGCs(uint256 trackerId)
        external
        view
        returns (uint256[] memory gcIds, uint256[] memory gcBalances, uint256[] memory gcVotes);

    function voterToGCId(address voter) external view returns (uint256 gcId);

    function gcIdToVoter(uint256 gcId) external view returns (address voter);
}
