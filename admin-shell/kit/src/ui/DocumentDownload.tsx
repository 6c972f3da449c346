import DownloadIcon from '@mui/icons-material/Download';
import { Button, type SxProps, type Theme } from '@mui/material';

interface DocumentDownloadProps {
  /** The document's number ('RCT-2026-000123'), or null while there is none. */
  number: string | null;
  /** A same-origin address: the session cookie goes with a plain link. */
  href: string;
  /** What the document is, for screen readers: 'receipt', 'credit note'. */
  kind: string;
  sx?: SxProps<Theme>;
}

/** A document (a receipt, a credit note) by its number, as a small download button; '—' when there is none. */
export function DocumentDownload({ number, href, kind, sx }: DocumentDownloadProps) {
  if (!number) return '—';
  return (
    <Button
      size="small"
      component="a"
      href={href}
      download
      aria-label={`Download ${kind} ${number}`}
      startIcon={<DownloadIcon />}
      sx={sx}
    >
      {number}
    </Button>
  );
}
