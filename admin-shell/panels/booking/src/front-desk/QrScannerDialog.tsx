import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { cameraProblemText, startQrScan, type StopScanning } from './camera-scanner';

interface QrScannerDialogProps {
  /** The text of the first QR code read; the dialog is then closed by its owner. */
  onScanned: (text: string) => void;
  onClose: () => void;
}

/**
 * Scan QR code: the camera's picture and, once a code is read, its text handed on (the camera stops at once). Loaded
 * on first use, with the decoder it needs.
 */
export default function QrScannerDialog({ onScanned, onClose }: QrScannerDialogProps) {
  // The dialog's content mounts after the dialog (in a portal): the camera starts once the video element exists.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | { problem: string }>('starting');
  // The latest handler, so a re-render of the owner does not restart the camera.
  const scanned = useRef(onScanned);
  useEffect(() => {
    scanned.current = onScanned;
  }, [onScanned]);

  useEffect(() => {
    if (!video) return;
    let stop: StopScanning | null = null;
    let closed = false;
    startQrScan(video, (text) => {
      if (!closed) scanned.current(text);
    }).then(
      (stopScanning) => {
        if (closed) stopScanning();
        else {
          stop = stopScanning;
          setState('scanning');
        }
      },
      (error: unknown) => {
        if (!closed) setState({ problem: cameraProblemText(error) });
      },
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [video]);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="qr-scanner-title">
      <DialogTitle id="qr-scanner-title">Scan QR code</DialogTitle>
      <DialogContent>
        {typeof state === 'object' ? (
          <Alert severity="error" role="alert">
            {state.problem}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {state === 'starting'
              ? 'Starting the camera…'
              : 'Hold the QR code from the visit e-mail in front of the camera; it is checked in as soon as it is read.'}
          </Typography>
        )}
        <Box
          sx={{
            position: 'relative',
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
            aspectRatio: '4 / 3',
            display: typeof state === 'object' ? 'none' : 'block',
          }}
        >
          <video
            ref={setVideo}
            muted
            playsInline
            aria-label="Camera picture"
            data-testid="qr-scanner-video"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
          {state === 'starting' && (
            <CircularProgress
              aria-hidden
              sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5, color: 'common.white' }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
