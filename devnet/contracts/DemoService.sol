// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A project's contract in the demo traffic (a DEX, a game, an NFT market...).
/// @notice Users call `use` with some work to do; heavier work costs more gas, so projects differ in
/// fees as much as in transaction counts. It also takes plain KLAY payments.
contract DemoService {
    string public name;
    uint256 public uses;
    mapping(uint256 => uint256) private slots;

    event Used(address indexed user, uint256 work);
    event Paid(address indexed from, uint256 value);

    constructor(string memory _name) {
        name = _name;
    }

    receive() external payable {
        emit Paid(msg.sender, msg.value);
    }

    /// @param work storage slots written: the gas the call burns grows with it.
    function use(uint256 work) external {
        uses += 1;
        for (uint256 i = 0; i < work; i++) {
            slots[uses * 64 + i] = block.number + i;
        }
        emit Used(msg.sender, work);
    }
}
