/** A data: URL's payload: "data:image/png;base64,iVBOR…" → "iVBOR…". */
export const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** A chosen file's bytes in base64, without the data: prefix (what the upload call carries). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64Of(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
