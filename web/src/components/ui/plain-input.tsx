import { chakra } from "@chakra-ui/react";
import { inputRecipe } from "@chakra-ui/react/theme";

/**
 * A native input styled with Chakra's input recipe, without the Field context wiring of
 * Chakra's `Input` (which pulls Ark's whole Field namespace into the first download). For inputs
 * of the shell that have their own label and no Field.Root around them (header search).
 */
export const PlainInput = chakra("input", inputRecipe);
