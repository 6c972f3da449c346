import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, ButtonBase, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { cellDisplay, cellWords } from './matrix';

interface MatrixCellProps {
  value: string | undefined;
  /** What the cell is about, for screen readers: 'WiFi for Flexible'. */
  label: string;
  editable: boolean;
  saving: boolean;
  onSave: (value: string) => void;
}

function CellValue({ value }: { value: string | undefined }) {
  const display = cellDisplay(value);
  if (display.kind === 'tick') return <CheckIcon color="success" titleAccess={cellWords(value)} />;
  if (display.kind === 'dash') return <RemoveIcon color="disabled" titleAccess={cellWords(value)} />;
  return <Typography variant="body2">{display.text}</Typography>;
}

/** One value of the matrix; clicking it edits in place (Enter or the tick saves, Escape cancels). */
export function MatrixCell({ value, label, editable, saving, onSave }: MatrixCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    if (!editable) return <CellValue value={value} />;
    return (
      <ButtonBase
        onClick={() => setDraft(value ?? '')}
        // What the cell shows comes first, so a voice-control user can say what they see (WCAG 2.5.3).
        aria-label={`${cellWords(value)}, edit ${label}`}
        sx={{ minWidth: 64, minHeight: 32, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <CellValue value={value} />
      </ButtonBase>
    );
  }
  const save = () => {
    onSave(draft.trim());
    setDraft(null);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        autoFocus
        value={draft}
        disabled={saving}
        placeholder="yes, no or text"
        slotProps={{ htmlInput: { 'aria-label': `Value of ${label}` } }}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setDraft(null);
        }}
        sx={{ minWidth: 120 }}
      />
      <Box>
        <IconButton size="small" aria-label={`Save ${label}`} onClick={save}>
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Cancel" onClick={() => setDraft(null)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Stack>
  );
}
