/**
 * Opens a file through its short-lived download link: images in a new tab, other files saved under
 * their original name. Activity files and paystubs open the same way.
 */
export function openDownload(
  link: { downloadUrl: string; fileName?: string | null },
  file: { fileType: string; originalName: string },
): void {
  if (file.fileType.startsWith('image/')) {
    window.open(link.downloadUrl, '_blank', 'noopener,noreferrer');
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = link.downloadUrl;
  anchor.download = link.fileName || file.originalName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
