// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A treasury fund (the community fund KCF or the foundation fund KFF).
/// @notice It receives KLAY freely; it pays out only on the order of its owner or of the voting
/// contract (an executed governance proposal), and every payment says why in its memo.
contract TreasuryFund {
    string public fundName;
    address public owner;
    address public voting;

    event Deposit(address indexed from, uint256 value);
    event Disbursement(address indexed recipient, uint256 value, string memo);
    event UpdateVoting(address oldAddr, address newAddr);

    modifier onlyOwner() {
        require(msg.sender == owner, "Not the owner");
        _;
    }

    constructor(string memory _fundName) {
        fundName = _fundName;
        owner = msg.sender;
    }

    receive() external payable {
        emit Deposit(msg.sender, msg.value);
    }

    function setVoting(address newAddr) external onlyOwner {
        emit UpdateVoting(voting, newAddr);
        voting = newAddr;
    }

    function disburse(address payable recipient, uint256 value, string calldata memo) external {
        require(msg.sender == owner || (voting != address(0) && msg.sender == voting), "Not the owner or voting");
        require(recipient != address(0), "Invalid recipient");
        require(value > 0 && value <= address(this).balance, "Invalid value");
        (bool sent, ) = recipient.call{value: value}("");
        require(sent, "Transfer failed");
        emit Disbursement(recipient, value, memo);
    }
}
