# Runs a command-line tool and checks what it did, for CTest (cmake -P, so that the exit status
# and both output streams can be checked together):
#   -DCOMMAND=PROGRAM|ARG|…    the command, its words separated by '|' (an emulator first in wasm)
#   -DSTATUS=N                 the exit status it must return
#   -DOUTPUT_FILE=FILE         its standard output must be exactly this file's text,
#   -DOUTPUT=REGEX             or match REGEX, or
#   -DERROR=REGEX              its standard error must be one line that matches REGEX, and its
#                              standard output empty
#   -DHINT=TEXT                said after a failure (e.g. how to update OUTPUT_FILE)
string(REPLACE "|" ";" command "${COMMAND}")
execute_process(COMMAND ${command} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(problems)
if(NOT status STREQUAL STATUS)
  list(APPEND problems "exit status ${status}, expected ${STATUS}")
endif()
if(DEFINED OUTPUT_FILE)
  file(READ "${OUTPUT_FILE}" expected)
  if(NOT out STREQUAL expected)
    list(APPEND problems "the output differs from ${OUTPUT_FILE}")
  endif()
endif()
if(DEFINED OUTPUT AND NOT out MATCHES "${OUTPUT}")
  list(APPEND problems "the output does not match '${OUTPUT}'")
endif()
if(DEFINED ERROR)
  string(REGEX MATCHALL "\n" newlines "${err}")
  list(LENGTH newlines lines)
  if(NOT err MATCHES "${ERROR}" OR NOT lines EQUAL 1)
    list(APPEND problems "standard error is not one line matching '${ERROR}'")
  endif()
  if(NOT out STREQUAL "")
    list(APPEND problems "standard output is not empty")
  endif()
endif()
if(problems)
  string(REPLACE ";" "\n  " problems "${problems}")
  message(NOTICE "${COMMAND}\n--- standard output:\n${out}--- standard error:\n${err}---")
  message(FATAL_ERROR "${problems}\n${HINT}")
endif()
