/** The part of qrcode@1.5 the QR code component uses (the package ships no types). */
declare module 'qrcode' {
  export interface QRCodeMatrix {
    modules: { size: number; data: Uint8Array; get(row: number, col: number): number };
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCodeMatrix;
  const QRCode: { create: typeof create };
  export default QRCode;
}
