/**
 * Files uploaded during this visit, newest first. A backend without the file list (404) gives the
 * File screen nothing else to show, so these outlive the screen (module state) until a reload.
 */
import { useSyncExternalStore } from 'react';
import type { FileItem, Id } from '@/api/types';

let files: FileItem[] = [];
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function addSessionUpload(file: FileItem): void {
  files = [file, ...files.filter((item) => item.id !== file.id)];
  emit();
}

export function removeSessionUpload(id: Id): void {
  files = files.filter((item) => item.id !== id);
  emit();
}

/** For tests: a fresh visit. */
export function resetSessionUploads(): void {
  files = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUploads(): FileItem[] {
  return useSyncExternalStore(
    subscribe,
    () => files,
    () => files,
  );
}
