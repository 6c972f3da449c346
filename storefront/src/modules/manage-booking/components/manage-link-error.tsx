import { ApiError } from '../../../api/api-error';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/layout';

interface ManageLinkErrorProps {
  error: Error;
  retrying: boolean;
  onRetry(): void;
}

/** A wrong or expired link says so in the server's words and points on; anything else may pass, so offer a retry. */
export function ManageLinkError({ error, retrying, onRetry }: ManageLinkErrorProps) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState title="Booking link not valid">
        <p>{error.message}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/booking">Make a new booking</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="Your booking could not be loaded">
      <p>Please check your connection and try again.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </EmptyState>
  );
}
