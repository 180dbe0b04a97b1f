// The rules of a compiled variant in words, for the variant page: everything is read back from
// the tables the engine plays with, not from the definition's text.
#pragma once

#include <string>
#include <vector>

#include "runtime/board/variant.h"

namespace chimera::view {

struct RuleItem {
  std::string topic, text; // plain text
};
std::vector<RuleItem> rules_summary(const Variant &v);

// A set of White's squares in words: "rank 8", "ranks 7 to 9", "a1, b1" or "12 squares".
std::string squares_text(const Variant &v, const std::vector<Square> &squares);

} // namespace chimera::view
