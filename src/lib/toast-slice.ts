/** Toast messages: the API layer and the pages push, the Toaster shows them all, newest on top. */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

interface ToastState {
  queue: Toast[];
  nextId: number;
}

const initialState: ToastState = { queue: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        state.queue.push({ ...action.payload, id: state.nextId });
        state.nextId += 1;
      },
      prepare(message: string, severity: ToastSeverity = 'info') {
        return { payload: { message, severity } };
      },
    },
    dismissToast(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
    /** Drops the error toasts saying one of these (a sign-in's refusals, once it succeeds). */
    dismissErrorsSaying(state, action: PayloadAction<string[]>) {
      const said = new Set(action.payload);
      state.queue = state.queue.filter(
        (toast) => toast.severity !== 'error' || !said.has(toast.message),
      );
    },
    /** Drops every toast: none may outlive a sign-out. */
    clearToasts(state) {
      state.queue = [];
    },
  },
});

export const { showToast, dismissToast, dismissErrorsSaying, clearToasts } = toastSlice.actions;
const selectQueue = (state: { toast: ToastState }) => state.toast.queue;
/** Every current toast, newest first. */
export const selectToasts = createSelector(selectQueue, (queue) => [...queue].reverse());
