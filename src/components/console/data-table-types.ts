/** The console tables' column and props types (data-table.tsx and its row table and card list share them). */
import type { ReactNode } from 'react';
import type { BulkSelection } from './use-bulk-actions';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  minWidth?: number;
  /** Keep the cell on one line (dates, switches, actions). */
  nowrap?: boolean;
  /** Show at most two lines (titles); the full text stays in the DOM for screen readers. */
  clamp?: boolean;
  /** Leave out of the table below this breakpoint (a narrower desktop); cards still show it. */
  hideBelow?: 'lg' | 'xl';
  /**
   * Where the value goes on a card: the top line ('title'), the bottom row with the switches and
   * the actions ('controls', the actions column keyed 'actions'), left out ('hidden'), or by
   * default among the "Header value" pairs.
   */
  card?: 'title' | 'controls' | 'hidden';
}

export interface DataTableProps<T> {
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** A row to mark (e.g. one just added), so the owner sees it among the others. */
  highlightId?: string;
  selection?: BulkSelection<T>;
  /** Rows become cards below this breakpoint (a table with many columns needs 'lg'). */
  cardsBelow?: 'md' | 'lg';
  loading: boolean;
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; description?: string; action?: ReactNode };
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export type DataRowsProps<T> = Pick<
  DataTableProps<T>,
  | 'label'
  | 'columns'
  | 'rows'
  | 'getRowId'
  | 'highlightId'
  | 'selection'
  | 'cardsBelow'
  | 'loading'
  | 'fetching'
  | 'pageSize'
>;
