import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root size="sm" mb="4">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {items.map((c, i) => (
          <Fragment key={`${c.label}-${i}`}>
            {/* Ancestors keep their words whole; a long current page name is truncated instead. */}
            <Breadcrumb.Item
              {...(i < items.length - 1
                ? { flexShrink: 0, whiteSpace: "nowrap" }
                : { minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", display: "block" })}
            >
              {c.to && i < items.length - 1 ? (
                <Breadcrumb.Link asChild color="gray.600">
                  <RouterLink to={c.to}>{c.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink color="gray.900">{c.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
            {i < items.length - 1 && <Breadcrumb.Separator />}
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
