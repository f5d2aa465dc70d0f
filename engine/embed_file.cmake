# Writes OUTPUT, a C++ file holding the bytes of INPUT as ${NAME}Data/${NAME}Size.
# Run as: cmake -DINPUT=… -DOUTPUT=… -DNAME=… -P embed_file.cmake
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR size "${digits} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}" "// Generated from ${INPUT} by embed_file.cmake: do not edit.\n#include <cstddef>\n"
  "extern const unsigned char ${NAME}Data[] = {\n${bytes}0};\n"
  "extern const std::size_t ${NAME}Size = ${size};\n")
