// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title KIP-149: the network's registry of system contracts, at 0x...0401.
/// @notice A name maps to records (address, activation block) in activation order; the active one is
/// the last whose activation block has come. The network injects the code and the owner at a
/// hardfork, so there is no constructor: the storage layout (records, names, owner) is what counts,
/// and the devnet places it the same way (hardhat_setCode, then the owner's slot).
contract Registry {
    struct Record {
        address addr;
        uint256 activation;
    }

    mapping(string => Record[]) public records;
    string[] public names;
    address internal _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event Registered(string name, address indexed addr, uint256 indexed activation);

    modifier onlyOwner() {
        require(msg.sender == owner(), "Not owner");
        _;
    }

    modifier notEmptyString(string memory name) {
        require(bytes(name).length != 0, "Empty string");
        _;
    }

    /// @dev A zero address deprecates a name without replacing it. A record not yet active is
    /// overwritten rather than queued behind.
    function register(string memory name, address addr, uint256 activation) external onlyOwner notEmptyString(name) {
        // The current block would change the answer for transactions already in it.
        require(activation > block.number, "Can't register contract from past");
        Record[] storage list = records[name];
        if (list.length == 0) {
            names.push(name);
            list.push(Record(addr, activation));
        } else if (list[list.length - 1].activation <= block.number) {
            list.push(Record(addr, activation));
        } else {
            list[list.length - 1] = Record(addr, activation);
        }
        emit Registered(name, addr, activation);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Zero address");
        _owner = newOwner;
        emit OwnershipTransferred(msg.sender, newOwner);
    }

    function getActiveAddr(string memory name) public view returns (address) {
        Record[] storage list = records[name];
        for (uint256 i = list.length; i > 0; i--) {
            if (list[i - 1].activation <= block.number) return list[i - 1].addr;
        }
        return address(0);
    }

    function getAllRecords(string memory name) public view returns (Record[] memory) {
        return records[name];
    }

    function getAllNames() public view returns (string[] memory) {
        return names;
    }

    function owner() public view returns (address) {
        return _owner;
    }
}
