import { Box, Grid, Text } from "@chakra-ui/react";

/**
 * Labelled values as a description list (`dl`) in two columns: the label, then its value, which
 * may break anywhere (`break-all`, for references and account numbers) or only between words.
 */
export function DetailList({
  rows,
  wordBreak = "break-all",
  valueWeight,
}: {
  rows: ReadonlyArray<readonly [string, React.ReactNode]>;
  wordBreak?: "break-all" | "break-word";
  valueWeight?: "medium";
}) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([k, v]) => (
        <Box key={k} display="contents">
          <Text as="dt" color="gray.600">
            {k}
          </Text>
          <Text as="dd" fontWeight={valueWeight} wordBreak={wordBreak}>
            {v}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
