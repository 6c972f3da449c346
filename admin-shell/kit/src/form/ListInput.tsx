import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { addListEntry } from './list-entry';

interface ListInputProps {
  label: string;
  placeholder?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** A list of short texts (amenities, features): type, then Enter or the plus button adds it. */
export function ListInput({ label, placeholder, value, onChange }: ListInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addListEntry(value, draft));
    setDraft('');
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          placeholder={placeholder}
          value={draft}
          slotProps={{ htmlInput: { 'aria-label': `New ${label.toLowerCase()} entry` } }}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <IconButton aria-label={`Add ${label.toLowerCase()} entry`} onClick={add}>
          <AddIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {value.map((entry) => (
          <Chip key={entry} label={entry} onDelete={() => onChange(value.filter((other) => other !== entry))} />
        ))}
      </Stack>
    </Box>
  );
}
