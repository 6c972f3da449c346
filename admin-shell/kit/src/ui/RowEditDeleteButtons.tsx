import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';

interface RowEditDeleteButtonsProps {
  /** What the row is, as the buttons name it: 'post Summer menu' gives "Edit post Summer menu" and "Delete post …". */
  label: string;
  /** Left out when the admin may not edit: then there is no Edit button. */
  onEdit?: () => void;
  /** Left out when the admin may not delete: then there is no Delete button. */
  onDelete?: () => void;
}

/** A row's Edit (pencil) and Delete (red bin) icon buttons, side by side in whatever row or cell holds them. */
export function RowEditDeleteButtons({ label, onEdit, onDelete }: RowEditDeleteButtonsProps) {
  return (
    <>
      {onEdit && (
        <IconButton aria-label={`Edit ${label}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={`Delete ${label}`} color="error" onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      )}
    </>
  );
}
