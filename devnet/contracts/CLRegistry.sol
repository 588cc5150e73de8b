// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./ConsensusInterfaces.sol";

/// @title KIP-226's registry of consensus-liquidity pools: at most one pool per council (gc id).
/// @notice Found through the KIP-149 registry under "CLRegistry"; StakingTrackerV2 reads getAllCLs().
contract CLRegistry is Ownable {
    struct CLInfo {
        address nodeId;
        uint256 gcId;
        address clPool;
    }

    /// @dev gc id -> its pair; a zero gcId marks an empty entry.
    mapping(uint256 => CLInfo) public clPoolList;
    /// @dev Registered gc ids with their 1-based positions, as OpenZeppelin's EnumerableSet keeps them
    /// (removal swaps the last id in), so getAllCLs() lists them in the same order as the network's.
    uint256[] private gcIdList;
    mapping(uint256 => uint256) private gcIdPosition;

    event RegisterPair(address nodeId, uint256 indexed gcId, address indexed clPool);
    event RetirePair(address nodeId, uint256 indexed gcId, address indexed clPool);
    event UpdatePair(address nodeId, uint256 indexed gcId, address indexed clPool);

    constructor(address initialOwner) Ownable(initialOwner) {}

    function addCLPair(CLInfo[] calldata list) external onlyOwner {
        for (uint256 i = 0; i < list.length; i++) {
            uint256 gcId = list[i].gcId;
            require(validPair(list[i]), "CLRegistry::addCLPair: Invalid pair input");
            require(!exists(gcId), "CLRegistry::addCLPair: GC ID does exist");
            clPoolList[gcId] = list[i];
            emit RegisterPair(list[i].nodeId, gcId, list[i].clPool);
            if (gcIdPosition[gcId] == 0) {
                gcIdList.push(gcId);
                gcIdPosition[gcId] = gcIdList.length;
            }
        }
    }

    function removeCLPair(uint256 gcId) external onlyOwner {
        require(gcId != 0, "CLRegistry::removeCLPair: Invalid GC ID");
        require(exists(gcId), "CLRegistry::removeCLPair: GC ID does not exist");
        CLInfo storage info = clPoolList[gcId];
        emit RetirePair(info.nodeId, info.gcId, info.clPool);
        delete clPoolList[gcId];
        uint256 position = gcIdPosition[gcId];
        uint256 last = gcIdList[gcIdList.length - 1];
        gcIdList[position - 1] = last;
        gcIdPosition[last] = position;
        gcIdList.pop();
        delete gcIdPosition[gcId];
    }

    function updateCLPair(CLInfo[] calldata list) external onlyOwner {
        for (uint256 i = 0; i < list.length; i++) {
            uint256 gcId = list[i].gcId;
            require(validPair(list[i]), "CLRegistry::updateCLPair: Invalid pair input");
            require(exists(gcId), "CLRegistry::updateCLPair: GC ID does not exist");
            clPoolList[gcId] = list[i];
            emit UpdatePair(list[i].nodeId, gcId, list[i].clPool);
        }
    }

    function getAllCLs() external view returns (address[] memory, uint256[] memory, address[] memory) {
        uint256 n = gcIdList.length;
        address[] memory nodeIds = new address[](n);
        uint256[] memory gcIds = new uint256[](n);
        address[] memory clPools = new address[](n);
        for (uint256 i = 0; i < n; i++) {
            CLInfo storage info = clPoolList[gcIdList[i]];
            nodeIds[i] = info.nodeId;
            gcIds[i] = info.gcId;
            clPools[i] = info.clPool;
        }
        return (nodeIds, gcIds, clPools);
    }

    function getAllGCIds() public view returns (uint256[] memory) {
        return gcIdList;
    }

    function validPair(CLInfo calldata pair) private pure returns (bool) {
        return pair.gcId != 0 && pair.nodeId != address(0) && pair.clPool != address(0);
    }

    function exists(uint256 gcId) private view returns (bool) {
        return clPoolList[gcId].gcId != 0;
    }
}
