// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./CnStaking.sol";

/// @title A council's staking contract, second version: it names the account that votes for the council.
contract CnStakingV2 is CnStaking {
    address public voterAddress;

    event UpdateVoterAddress(address voterAddress);

    constructor(address _admin, uint256 _gcId, address _nodeId, address _rewardAddress, address _stakingTracker)
        CnStaking(_admin, _gcId, _nodeId, _rewardAddress, _stakingTracker)
    {}

    function VERSION() external pure override returns (uint256) {
        return 2;
    }

    /// @dev Unlike stake changes, a tracker refusal (e.g. the voter already serves another council)
    /// must undo the change, so the call is not wrapped in try/catch.
    function updateVoterAddress(address newAddr) external onlyAdmin {
        voterAddress = newAddr;
        emit UpdateVoterAddress(newAddr);
        if (stakingTracker != address(0)) IStakingTracker(stakingTracker).refreshVoter(address(this));
    }
}
