/** Toast messages: the API layer and the pages push, the Toaster shows them one at a time. */
import {
  createAction,
  createSlice,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';

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
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const selectCurrentToast = (state: { toast: ToastState }): Toast | undefined =>
  state.toast.queue[0];

/** Drops every toast, shown or queued: none may outlive a sign-out. */
export const clearToasts = createAction('toast/clearAll');

/** The slice's reducer plus `clearToasts` (the store mounts this one). */
export const toastReducer = (state: ToastState | undefined, action: UnknownAction): ToastState =>
  clearToasts.match(action)
    ? { ...(state ?? initialState), queue: [] }
    : toastSlice.reducer(state, action);
