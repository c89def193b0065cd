// Saves a blob as a file the browser downloads (the console's code batches, a player's history).
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the address after click() returns: give them time before it goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
