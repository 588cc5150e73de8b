// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Network parameters changed by governance, like the network's GovParam contract.
/// @notice The owner is the voting contract: a parameter changes only when a proposal that sets it is
/// executed. This is what the scenario's custom-transaction agendas call.
contract GovParam {
    address public owner;
    mapping(string => bytes) private params;

    event SetParam(string name, bytes value);

    constructor(address _owner) {
        owner = _owner;
    }

    function setParam(string calldata name, bytes calldata value) external {
        require(msg.sender == owner, "Not the owner");
        require(bytes(name).length > 0, "Empty param name");
        require(value.length > 0, "Empty param value");
        params[name] = value;
        emit SetParam(name, value);
    }

    function getParam(string calldata name) external view returns (bytes memory) {
        return params[name];
    }
}
