import { messageOf, useAdminDataProvider, useErrorToast, useToast } from 'admin-kit';
import { useState } from 'react';
import { checkInFailureNotice, checkInNotice, codeToSend, type CheckInNotice } from './check-in-rules';

/**
 * Checking visits in: a typed, scanned or clicked code goes to the server, the desk is told how it went (a toast, and
 * the last outcome kept on screen for whoever looks up late) and the arrivals list is read again.
 */
export function useCheckIn(onCheckedIn: () => void) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const showError = useErrorToast();
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<CheckInNotice | null>(null);

  /** Checks `typed` in; resolves true when the server accepted it (now or earlier today). */
  const checkIn = async (typed: string, badInputMessage: string): Promise<boolean> => {
    const code = codeToSend(typed);
    if (!code) {
      setNotice(checkInFailureNotice(badInputMessage));
      toast({ title: 'Not checked in', description: badInputMessage, variant: 'destructive' });
      return false;
    }
    setPendingCode(code);
    try {
      const outcome = await dataProvider.checkIn(code);
      const accepted = checkInNotice(outcome);
      setNotice(accepted);
      toast({ title: accepted.title, description: accepted.text });
      onCheckedIn();
      return true;
    } catch (error) {
      setNotice(checkInFailureNotice(messageOf(error, 'The code could not be checked in. Please try again.')));
      showError(error, 'The code could not be checked in. Please try again.');
      return false;
    } finally {
      setPendingCode(null);
    }
  };

  return { checkIn, pendingCode, notice };
}
