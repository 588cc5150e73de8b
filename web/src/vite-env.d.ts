/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The network the portal serves: 8217 main (default), 1001 test (BAOBAB label), 31337 the local devnet. */
  readonly VITE_CHAIN_ID?: string;
  /** The names people read for the network: "klaytn" (default, the spec's) or "kaia" (core/src/networkProfile.ts). */
  readonly VITE_NETWORK_PROFILE?: string;
  /** "qa" shows the QA label beside the logo. */
  readonly VITE_ENV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
