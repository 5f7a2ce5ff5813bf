import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton, PageHeader } from '../../ui/index.ts';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';

export interface ListHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The way to create a record (its route, and the router state of a dialog opened over this list). */
  create?: { to: string; label: string; state?: unknown };
  /** Why the list may be read but not changed: the way to create goes, and the reason shows. */
  blocked?: string | null;
}

/** The top of a list screen: its header with the way to create a record, or why it may only be read. */
export const ListHeader = ({ title, description, create, blocked }: ListHeaderProps) => (
  <>
    <PageHeader
      title={title}
      description={description}
      actions={
        create && !blocked ? (
          <LinkButton asChild>
            <Link to={create.to} state={create.state}>
              {create.label}
            </Link>
          </LinkButton>
        ) : null
      }
    />
    <ReadOnlyNotice reason={blocked} />
  </>
);
