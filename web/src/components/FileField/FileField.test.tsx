import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FileField } from './FileField';

const MB = 1_000_000;

function Thumbnail() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Thumbnail"
      hint="PNG, JPEG or SVG, under 3.8 MB"
      accept={['image/png', 'image/jpeg', '.svg']}
      maxBytes={3.8 * MB}
      messages={{ size: 'Please upload a file less than 4 MB', type: 'Please upload a PNG, JPEG or SVG image' }}
      value={file}
      onChange={setFile}
    />
  );
}

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('FileField', () => {
  it('takes an accepted image, shows its name and a preview, and Remove clears it', async () => {
    const user = userEvent.setup();
    render(<Thumbnail />);
    const input = screen.getByLabelText('Thumbnail') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,.svg');
    await user.upload(input, fileOf('logo.png', 'image/png', 2 * MB));
    expect(screen.getByText('logo.png (2 MB)')).toBeTruthy();
    expect(screen.getByTestId('file-preview').getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText(/logo\.png/)).toBeNull();
    expect(screen.queryByTestId('file-preview')).toBeNull();
  });

  it('gives focus back to the picker when Remove, pressed by keyboard, goes with the file', async () => {
    const user = userEvent.setup();
    render(<Thumbnail />);
    const input = screen.getByLabelText('Thumbnail');
    await user.upload(input, fileOf('logo.png', 'image/png', 2 * MB));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('refuses a file over the size limit with the message, marking the field invalid', async () => {
    const user = userEvent.setup();
    render(<Thumbnail />);
    const input = screen.getByLabelText('Thumbnail');
    await user.upload(input, fileOf('big.png', 'image/png', 4 * MB));
    expect(screen.getByText('Please upload a file less than 4 MB')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/big\.png/)).toBeNull();
  });

  it('refuses a file of another type with the message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Thumbnail />);
    await user.upload(screen.getByLabelText('Thumbnail'), fileOf('report.pdf', 'application/pdf', MB));
    expect(screen.getByText('Please upload a PNG, JPEG or SVG image')).toBeTruthy();
    expect(screen.queryByText(/report\.pdf/)).toBeNull();
  });

  it('takes a file dropped on it, with the same checks', () => {
    render(<Thumbnail />);
    const zone = screen.getByLabelText('Thumbnail').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('icon.svg', 'image/svg+xml', 1000)] } });
    expect(zone.getAttribute('data-dragging')).toBe('false');
    expect(screen.getByText('icon.svg (1 KB)')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('movie.mp4', 'video/mp4', 1000)] } });
    expect(screen.getByText('Please upload a PNG, JPEG or SVG image')).toBeTruthy();
  });

  it('is reached by Tab, labelled and described by its hint', async () => {
    const user = userEvent.setup();
    render(<Thumbnail />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Thumbnail'));
    expect(document.activeElement?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(document.activeElement!.getAttribute('aria-describedby')!)?.textContent).toBe('PNG, JPEG or SVG, under 3.8 MB');
  });
});
