import { Badge, Button, HStack, Input, Stack, Text, Wrap, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { infoSlugProblem } from "@tienda/shared/schemas/content-pages";
import { useDocumentTitle } from "@/lib/hooks";
import { FormField } from "@/components/ui/form-field";
import { StoreQuery } from "../../components/store-list";
import { useAdminPages } from "../api";
import { PageForm } from "./page-form";

/**
 * /admin/tienda/paginas: the store's info pages. Pick one (the demo's addresses are offered while
 * not written) or name a new address (/envios), edit it beside its preview, publish. A page not
 * written shows the storefront's not-found page, and the store draws no link to it.
 */
export function Component() {
  useDocumentTitle("Páginas | Tienda | Admin");
  const pages = useAdminPages();
  const [chosen, setChosen] = useState<string | null>(null);
  // Addresses named here and not published yet: offered in the list until the page is written.
  const [added, setAdded] = useState<string[]>([]);
  return (
    <StoreQuery query={pages} errorTitle="Error al cargar las páginas">
      {(list) => {
        const slugs = [...list.map((p) => p.slug), ...added.filter((a) => !list.some((p) => p.slug === a))];
        const slug = chosen ?? slugs[0] ?? null;
        return (
          <Stack gap="4">
            <NewPage
              taken={slugs}
              onAdd={(s) => {
                setAdded((a) => [...a, s]);
                setChosen(s);
              }}
            />
            <Wrap gap="2" role="list" aria-label="Páginas">
              {slugs.map((s) => {
                const stored = list.find((p) => p.slug === s);
                return (
                  <Button
                    key={s}
                    role="listitem"
                    size="xs"
                    variant={s === slug ? "solid" : "outline"}
                    onClick={() => setChosen(s)}
                    aria-pressed={s === slug}
                  >
                    /{s}
                    {!stored?.pagina && (
                      <Badge colorPalette="orange" size="xs">
                        sin escribir
                      </Badge>
                    )}
                  </Button>
                );
              })}
            </Wrap>
            {slug && <PageForm key={slug} slug={slug} stored={list.find((p) => p.slug === slug)?.pagina ?? null} />}
          </Stack>
        );
      }}
    </StoreQuery>
  );
}

/** 'Nueva página': an address checked as the API checks it (format, not one the store uses, free). */
function NewPage({ taken, onAdd }: { taken: readonly string[]; onAdd: (slug: string) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const slug = text.trim().replace(/^\/+/, "").toLowerCase();
    const problem = taken.includes(slug) ? "Ya hay una página en esa dirección" : infoSlugProblem(slug);
    if (problem) return setError(problem);
    setError(null);
    setText("");
    onAdd(slug);
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Nueva página">
      <FormField label="Nueva página: dirección" error={error ?? undefined}>
        <HStack gap="2" align="start">
          <HStack gap="1" flex="1" maxW="sm">
            <Text color="gray.600">/</Text>
            <Input
              size="sm"
              value={text}
              placeholder="envios"
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid="pagina-nueva-slug"
            />
          </HStack>
          <Button size="sm" type="submit" variant="outline">
            Crear página
          </Button>
        </HStack>
      </FormField>
    </chakra.form>
  );
}
