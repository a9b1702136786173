import { Box, Heading, List } from "@chakra-ui/react";
import { useStoreContact, whatsappLink } from "@/features/content";

/**
 * The store's contact details (settings) under an info page, so the help, shipping and contact
 * pages never carry an address or number that the settings have since changed. Nothing while the
 * store has given none.
 */
export function InfoPageContact() {
  const { data } = useStoreContact();
  const wa = data?.whatsapp ? whatsappLink(data.whatsapp) : null;
  if (!data || !(data.email || data.telefono || wa)) return null;
  return (
    <Box as="section" aria-labelledby="info-contacto" mt="10" borderWidth="1px" borderRadius="lg" p="5" bg="gray.50">
      <Heading as="h2" size="md" mb="3" id="info-contacto">
        Contacto
      </Heading>
      <List.Root ps="5" gap="1">
        {data.email && (
          <List.Item>
            Correo: <a href={`mailto:${data.email}`}>{data.email}</a>
          </List.Item>
        )}
        {data.telefono && (
          <List.Item>
            Teléfono: <a href={`tel:${data.telefono.replace(/[^\d+]/g, "")}`}>{data.telefono}</a>
          </List.Item>
        )}
        {wa && (
          <List.Item>
            WhatsApp:{" "}
            <a href={wa} target="_blank" rel="noopener noreferrer">
              {data.whatsapp}
            </a>
          </List.Item>
        )}
      </List.Root>
    </Box>
  );
}
