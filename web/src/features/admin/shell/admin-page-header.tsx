import { Box, Button, Flex, Heading, HStack, Text, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { RefreshIcon } from "./admin-icons";

export interface AdminPageHeaderProps {
  /** The page's crumb after 'Inicio › Admin'; none on the dashboard, where 'Admin' is the current page. */
  crumb?: string;
  /** The page's h1. */
  title: string;
  /** Given, the h1 takes focus when the page moves it there (tabIndex -1, no outline). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The grey line under the title. */
  description?: ReactNode;
  descriptionTestId?: string;
  /** Anything else under the title (the dashboard's clock). */
  children?: ReactNode;
  /** The buttons on the right (below the title on small screens). */
  actions?: ReactNode;
  actionsAlign?: "center" | "flex-end";
  /** The actions may shrink (and wrap) beside a long title; by default they keep their width. */
  shrinkActions?: boolean;
  /** Where the title and the actions go side by side. */
  rowFrom?: "md" | "lg";
}

/** Every admin page's top: breadcrumbs, the h1 with its description, and the page's actions. */
export function AdminPageHeader({
  crumb,
  title,
  headingRef,
  description,
  descriptionTestId,
  children,
  actions,
  actionsAlign,
  shrinkActions = false,
  rowFrom = "md",
}: AdminPageHeaderProps) {
  return (
    <Box>
      <Breadcrumbs
        items={
          crumb
            ? [{ label: "Inicio", to: paths.home }, { label: "Admin", to: paths.admin }, { label: crumb }]
            : [{ label: "Inicio", to: paths.home }, { label: "Admin" }]
        }
      />
      <Flex
        justify="space-between"
        align={{ base: "stretch", [rowFrom]: "flex-start" }}
        direction={{ base: "column", [rowFrom]: "row" }}
        gap="3"
      >
        <Box>
          <Heading
            as="h1"
            size={{ base: "xl", md: "2xl" }}
            {...(headingRef ? { ref: headingRef, tabIndex: -1, outline: "none" } : {})}
          >
            {title}
          </Heading>
          {description !== undefined && (
            <Text color="gray.600" fontSize="sm" mt="1" data-testid={descriptionTestId}>
              {description}
            </Text>
          )}
          {children}
        </Box>
        {actions && (
          <HStack gap="2" wrap="wrap" flexShrink={shrinkActions ? undefined : 0} align={actionsAlign}>
            {actions}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}

/** 'Actualizar': reads the page's data again; the icon turns while it does. */
export function AdminRefreshButton({
  onRefresh,
  busy,
  disabled = busy,
  testId,
}: {
  onRefresh: () => void;
  busy: boolean;
  /** Disabled while busy unless told otherwise. */
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Button size="sm" variant="outline" onClick={onRefresh} disabled={disabled} aria-busy={busy} data-testid={testId}>
      <Box as="span" display="inline-flex" animation={busy ? "spin 1s linear infinite" : undefined}>
        <RefreshIcon />
      </Box>
      Actualizar
    </Button>
  );
}

/** 'Volver al Dashboard' (/admin). */
export function AdminBackLink(props: Omit<ButtonProps, "asChild" | "children">) {
  return (
    <Button size="sm" variant="ghost" {...props} asChild>
      <RouterLink to={paths.admin}>
        <ChevronLeftIcon /> Volver al Dashboard
      </RouterLink>
    </Button>
  );
}
