// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The registry of consensus nodes and treasury funds, shaped like the network's AddressBook.
/// @notice Each entry is a (node id, staking contract, reward address) triple. A council with several
/// nodes has several entries; its staking contracts share the council's gc id.
contract AddressBook {
    address public owner;

    address[] private cnNodeIds;
    address[] private cnStakingContracts;
    address[] private cnRewardAddresses;

    /// @dev The network calls the community fund (KCF) "PoC" and the foundation fund (KFF) "KIR".
    address private pocContract;
    address private kirContract;

    event RegisterCnStakingContract(address cnNodeId, address cnStakingContract, address cnRewardAddress);
    event UnregisterCnStakingContract(address cnNodeId);
    event UpdatePocContract(address prevPocContractAddress, address curPocContractAddress);
    event UpdateKirContract(address prevKirContractAddress, address curKirContractAddress);

    modifier onlyOwner() {
        require(msg.sender == owner, "Not the owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function registerCnStakingContract(address cnNodeId, address cnStakingContract, address cnRewardAddress)
        external
        onlyOwner
    {
        require(
            cnNodeId != address(0) && cnStakingContract != address(0) && cnRewardAddress != address(0),
            "Invalid address"
        );
        require(!isRegistered(cnNodeId), "CN node already registered");
        cnNodeIds.push(cnNodeId);
        cnStakingContracts.push(cnStakingContract);
        cnRewardAddresses.push(cnRewardAddress);
        emit RegisterCnStakingContract(cnNodeId, cnStakingContract, cnRewardAddress);
    }

    function unregisterCnStakingContract(address cnNodeId) external onlyOwner {
        uint256 n = cnNodeIds.length;
        for (uint256 i = 0; i < n; i++) {
            if (cnNodeIds[i] != cnNodeId) continue;
            // Shift the tail left so the list keeps its registration order.
            for (uint256 j = i; j + 1 < n; j++) {
                cnNodeIds[j] = cnNodeIds[j + 1];
                cnStakingContracts[j] = cnStakingContracts[j + 1];
                cnRewardAddresses[j] = cnRewardAddresses[j + 1];
            }
            cnNodeIds.pop();
            cnStakingContracts.pop();
            cnRewardAddresses.pop();
            emit UnregisterCnStakingContract(cnNodeId);
            return;
        }
        revert("CN node not registered");
    }

    function updatePocContract(address newAddr) external onlyOwner {
        emit UpdatePocContract(pocContract, newAddr);
        pocContract = newAddr;
    }

    function updateKirContract(address newAddr) external onlyOwner {
        emit UpdateKirContract(kirContract, newAddr);
        kirContract = newAddr;
    }

    function getAllAddressInfo()
        external
        view
        returns (
            address[] memory cnNodeIdList,
            address[] memory cnStakingContractList,
            address[] memory cnRewardAddressList,
            address pocContractAddress,
            address kirContractAddress
        )
    {
        return (cnNodeIds, cnStakingContracts, cnRewardAddresses, pocContract, kirContract);
    }

    function getCnInfo(address cnNodeId)
        external
        view
        returns (address nodeId, address stakingContract, address rewardAddress)
    {
        for (uint256 i = 0; i < cnNodeIds.length; i++) {
            if (cnNodeIds[i] == cnNodeId) return (cnNodeIds[i], cnStakingContracts[i], cnRewardAddresses[i]);
        }
        revert("CN node not registered");
    }

    function isRegistered(address cnNodeId) public view returns (bool) {
        for (uint256 i = 0; i < cnNodeIds.length; i++) {
            if (cnNodeIds[i] == cnNodeId) return true;
        }
        return false;
    }
}
