# Our own wrapper around Debian's ANTLR4: the runtime as an imported target and a generator
# that calls /usr/bin/antlr4 (Debian's CMake package drags in -luuid and its generator module
# cannot run the Debian jar).
find_path(ANTLR4_INCLUDE_DIR antlr4-runtime.h PATH_SUFFIXES antlr4-runtime REQUIRED)
find_library(ANTLR4_LIBRARY NAMES libantlr4-runtime.a antlr4-runtime REQUIRED)
find_program(ANTLR4_TOOL antlr4 PATHS /usr/bin REQUIRED)

# Clang rejects one header of Debian's runtime (4.9: InterpreterData's default constructor
# uses Vocabulary's deleted one); nothing here uses it, so clang builds (the fuzzers) see a
# copy of the umbrella header without it. Its other includes still resolve through the path.
set(ANTLR4_INCLUDE_DIRS "${ANTLR4_INCLUDE_DIR}")
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  file(READ "${ANTLR4_INCLUDE_DIR}/antlr4-runtime.h" umbrella)
  string(REPLACE "#include \"misc/InterpreterDataReader.h\"" "" umbrella "${umbrella}")
  file(WRITE "${CMAKE_BINARY_DIR}/antlr4-clang/antlr4-runtime.h" "${umbrella}")
  set(ANTLR4_INCLUDE_DIRS "${CMAKE_BINARY_DIR}/antlr4-clang;${ANTLR4_INCLUDE_DIR}")
endif()

add_library(antlr4::runtime UNKNOWN IMPORTED)
set_target_properties(antlr4::runtime PROPERTIES
  IMPORTED_LOCATION "${ANTLR4_LIBRARY}"
  INTERFACE_INCLUDE_DIRECTORIES "${ANTLR4_INCLUDE_DIRS}")

# antlr4_generate(TARGET GRAMMAR NAMESPACE): a static library built from the C++ that ANTLR
# generates (lexer, parser, visitor) into the build tree.
function(antlr4_generate target grammar namespace)
  get_filename_component(name ${grammar} NAME_WE)
  set(out ${CMAKE_BINARY_DIR}/generated/${name})
  set(files ${out}/${name}Lexer.cpp ${out}/${name}Parser.cpp
            ${out}/${name}Visitor.cpp ${out}/${name}BaseVisitor.cpp)
  string(REPLACE "::" "::" ns ${namespace})
  add_custom_command(
    OUTPUT ${files}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${out}
    COMMAND ${ANTLR4_TOOL} -Dlanguage=Cpp -visitor -no-listener -package ${namespace}
            -o ${out} -Xexact-output-dir ${grammar}
    DEPENDS ${grammar}
    COMMENT "ANTLR4: generating ${name} parser")
  add_library(${target} STATIC ${files})
  target_include_directories(${target} SYSTEM PUBLIC ${out})
  target_link_libraries(${target} PUBLIC antlr4::runtime)
  # Generated code is not ours to warn about.
  target_compile_options(${target} PRIVATE -w)
endfunction()
