// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice OpenZeppelin 5.0's AccessControlEnumerable, which the network's CnStakingV3 inherits: same
/// functions, events and errors, members listed in grant order with swap-and-pop removal.
abstract contract AccessControlEnumerable {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;

    struct RoleData {
        mapping(address => bool) hasRole;
        bytes32 adminRole;
        address[] members;
        mapping(address => uint256) position; // 1-based
    }

    mapping(bytes32 => RoleData) private _roles;

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error AccessControlBadConfirmation();

    event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole);
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    modifier onlyRole(bytes32 role) {
        if (!hasRole(role, msg.sender)) revert AccessControlUnauthorizedAccount(msg.sender, role);
        _;
    }

    function supportsInterface(bytes4 interfaceId) public view virtual returns (bool) {
        // IAccessControlEnumerable, IAccessControl, IERC165
        return interfaceId == 0x5a05180f || interfaceId == 0x7965db0b || interfaceId == 0x01ffc9a7;
    }

    function hasRole(bytes32 role, address account) public view virtual returns (bool) {
        return _roles[role].hasRole[account];
    }

    function getRoleAdmin(bytes32 role) public view virtual returns (bytes32) {
        return _roles[role].adminRole;
    }

    function getRoleMember(bytes32 role, uint256 index) public view virtual returns (address) {
        return _roles[role].members[index];
    }

    function getRoleMemberCount(bytes32 role) public view virtual returns (uint256) {
        return _roles[role].members.length;
    }

    function grantRole(bytes32 role, address account) public virtual onlyRole(getRoleAdmin(role)) {
        _grantRole(role, account);
    }

    function revokeRole(bytes32 role, address account) public virtual onlyRole(getRoleAdmin(role)) {
        _revokeRole(role, account);
    }

    function renounceRole(bytes32 role, address callerConfirmation) public virtual {
        if (callerConfirmation != msg.sender) revert AccessControlBadConfirmation();
        _revokeRole(role, callerConfirmation);
    }

    function _grantRole(bytes32 role, address account) internal virtual returns (bool) {
        RoleData storage data = _roles[role];
        if (data.hasRole[account]) return false;
        data.hasRole[account] = true;
        data.members.push(account);
        data.position[account] = data.members.length;
        emit RoleGranted(role, account, msg.sender);
        return true;
    }

    function _revokeRole(bytes32 role, address account) internal virtual returns (bool) {
        RoleData storage data = _roles[role];
        if (!data.hasRole[account]) return false;
        data.hasRole[account] = false;
        uint256 position = data.position[account];
        address last = data.members[data.members.length - 1];
        data.members[position - 1] = last;
        data.position[last] = position;
        data.members.pop();
        delete data.position[account];
        emit RoleRevoked(role, account, msg.sender);
        return true;
    }
}
