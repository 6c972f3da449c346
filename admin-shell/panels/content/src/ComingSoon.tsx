import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { EmptyState, ScreenHeader, useAllowed, type PermissionResource } from 'admin-kit';

interface ComingSoonProps {
  title: string;
  text: string;
  addLabel: string;
  /** The Add button shows (disabled) to admins who may create this resource. */
  resource: PermissionResource;
}

/** A tab whose management is not built yet: the spec's placeholder with a disabled Add button. */
export function ComingSoon({ title, text, addLabel, resource }: ComingSoonProps) {
  const mayCreate = useAllowed(resource, 'create');
  return (
    <section>
      <ScreenHeader
        title={title}
        actions={
          mayCreate && (
            <Button variant="contained" startIcon={<AddIcon />} disabled>
              {addLabel}
            </Button>
          )
        }
      />
      <EmptyState text={text} />
    </section>
  );
}
