// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The voting contract's secretary on an EVM chain: a weighted multi-signature.
/// @notice Owners (the secretary's approvers) each have a weight. A call goes out only with EIP-712
/// signatures of owners whose weights reach the threshold, over the exact call and the current nonce;
/// anyone may relay it. The portal reads owners, weights and threshold from here, never from its own
/// configuration.
contract WeightedMultisig {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant EXECUTE_TYPEHASH = keccak256("Execute(address to,uint256 value,bytes data,uint256 nonce)");
    /// secp256k1n / 2: a signature with a higher s is the malleable twin of another one.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address[] private owners;
    mapping(address => uint256) public weightOf;
    uint256 public threshold;
    /// Counts executed calls: a signature serves one call only.
    uint256 public nonce;

    event OwnersChanged(address[] owners, uint256[] weights, uint256 threshold);
    event Executed(uint256 indexed nonce, address indexed to, uint256 value, bytes data);
    event Deposit(address indexed from, uint256 value);

    constructor(address[] memory _owners, uint256[] memory _weights, uint256 _threshold) {
        setOwners(_owners, _weights, _threshold);
    }

    receive() external payable {
        emit Deposit(msg.sender, msg.value);
    }

    function getOwners() external view returns (address[] memory, uint256[] memory) {
        uint256[] memory weights = new uint256[](owners.length);
        for (uint256 i = 0; i < owners.length; i++) weights[i] = weightOf[owners[i]];
        return (owners, weights);
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("WeightedMultisig"), keccak256("1"), block.chainid, address(this)));
    }

    /// @notice The EIP-712 digest the owners sign for this call at this nonce.
    function executeDigest(address to, uint256 value, bytes calldata data, uint256 callNonce) public view returns (bytes32) {
        bytes32 structHash = keccak256(abi.encode(EXECUTE_TYPEHASH, to, value, keccak256(data), callNonce));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
    }

    /// @notice Makes the call when the signers' weights reach the threshold. Signatures are 65 bytes
    /// (r, s, v) each, ordered by signer address ascending, so no owner counts twice.
    function execute(address to, uint256 value, bytes calldata data, bytes[] calldata signatures)
        external
        returns (bytes memory)
    {
        bytes32 digest = executeDigest(to, value, data, nonce);
        uint256 signedWeight = 0;
        address previous = address(0);
        for (uint256 i = 0; i < signatures.length; i++) {
            address signer = recover(digest, signatures[i]);
            require(signer > previous, "Signers not in ascending order");
            require(weightOf[signer] > 0, "Not an owner");
            signedWeight += weightOf[signer];
            previous = signer;
        }
        require(signedWeight >= threshold, "Below threshold");

        uint256 executedNonce = nonce;
        nonce = executedNonce + 1;
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            // Pass the target's own revert reason up, so the relayer sees why.
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(executedNonce, to, value, data);
        return result;
    }

    /// @notice Replaces the owners; only through execute() (the owners agree on their successors).
    function updateOwners(address[] calldata _owners, uint256[] calldata _weights, uint256 _threshold) external {
        require(msg.sender == address(this), "Only through execute");
        for (uint256 i = 0; i < owners.length; i++) delete weightOf[owners[i]];
        delete owners;
        setOwners(_owners, _weights, _threshold);
    }

    function setOwners(address[] memory _owners, uint256[] memory _weights, uint256 _threshold) private {
        require(_owners.length > 0 && _owners.length == _weights.length, "Owners and weights differ");
        uint256 total = 0;
        for (uint256 i = 0; i < _owners.length; i++) {
            require(_owners[i] != address(0), "Invalid owner");
            require(_weights[i] > 0, "Invalid weight");
            require(weightOf[_owners[i]] == 0, "Duplicate owner");
            weightOf[_owners[i]] = _weights[i];
            owners.push(_owners[i]);
            total += _weights[i];
        }
        require(_threshold > 0 && _threshold <= total, "Invalid threshold");
        threshold = _threshold;
        emit OwnersChanged(_owners, _weights, _threshold);
    }

    function recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        require(signature.length == 65, "Invalid signature length");
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        require(uint256(s) <= HALF_ORDER, "Invalid signature s");
        require(v == 27 || v == 28, "Invalid signature v");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "Invalid signature");
        return signer;
    }
}
