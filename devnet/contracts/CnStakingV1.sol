// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./CnStaking.sol";

/// @title A council's staking contract, first version: no voter account, so its council cannot vote
/// through it.
contract CnStakingV1 is CnStaking {
    constructor(address _admin, uint256 _gcId, address _nodeId, address _rewardAddress, address _stakingTracker)
        CnStaking(_admin, _gcId, _nodeId, _rewardAddress, _stakingTracker)
    {}

    function VERSION() external pure override returns (uint256) {
        return 1;
    }
}
