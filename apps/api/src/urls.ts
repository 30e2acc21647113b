/** Absolute addresses of the three URL families of the interface, all on `DIECUT_PUBLIC_URL`. */
export class Urls {
  constructor(readonly publicUrl: string) {}

  /** {base_url}: API routes sit at the root. */
  api(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  /** {web_url}: catalog and mockup pages. */
  web(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  /** {file_url}: stored files by blob key. */
  file(blobKey: string): string {
    return `${this.publicUrl}/files/${blobKey}`;
  }
}
