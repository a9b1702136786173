import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { PageContainer } from "./page-container";
import { EmptyState } from "./states";

/**
 * A shopper page with nothing to show (an empty cart, no favourites): its breadcrumbs, then the
 * empty state with one link onward.
 */
export function EmptyPage({
  crumbs,
  icon,
  title,
  description,
  action,
}: {
  crumbs: Crumb[];
  icon: ReactNode;
  title: string;
  description: string;
  action: { label: string; to: string };
}) {
  return (
    <PageContainer py="roomy">
      <Breadcrumbs items={crumbs} />
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button asChild>
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        }
      />
    </PageContainer>
  );
}
