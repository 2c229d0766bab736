# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# custody_add_test(NAME name SOURCES files... LIBS libs... [LABELS labels...] [TIMEOUT seconds])
# One Qt Test executable per class or feature, registered with CTest. Tests labelled `ui` run on
# the offscreen platform; `integration` tests need root and real devices.
# The tests' precompiled headers: Qt Core and the standard library, built once (by
# custody_test_headers, compiled as the tests are) and reused by every test. Not Qt Test: its
# headers read QT_TESTCASE_SOURCEDIR, which differs per folder; not Qt Gui: it reads QT_GUI_LIB,
# which only some tests define. GCC refuses a precompiled header whose macros differ.
# Without precompiled headers (builds through ccache), the same headers are included first.
set(CUSTODY_TEST_HEADERS ${CUSTODY_PRECOMPILED_HEADERS} <QFile> <QDir> <QTemporaryDir>
    <QRegularExpression>)
if(NOT CMAKE_DISABLE_PRECOMPILE_HEADERS)
    add_library(custody_test_headers STATIC ${PROJECT_SOURCE_DIR}/cmake/empty.cpp)
    target_link_libraries(custody_test_headers PRIVATE Qt6::Core)
    target_precompile_headers(custody_test_headers PRIVATE ${CUSTODY_TEST_HEADERS})
endif()

function(custody_add_test)
    cmake_parse_arguments(ARG "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 120)
    endif()
    add_executable(${ARG_NAME} ${ARG_SOURCES} ${PROJECT_SOURCE_DIR}/tests/support/testdatahome.cpp)
    target_link_libraries(${ARG_NAME} PRIVATE Qt6::Test ${ARG_LIBS})
    # Header-only helpers (nativefolder.h) for every test, the engine-only build's included.
    target_include_directories(${ARG_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
    if(CMAKE_DISABLE_PRECOMPILE_HEADERS)
        custody_include_first(${ARG_NAME} tests ${CUSTODY_TEST_HEADERS})
    else()
        target_precompile_headers(${ARG_NAME} REUSE_FROM custody_test_headers)
    endif()
    target_compile_definitions(${ARG_NAME} PRIVATE
        CUSTODY_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME})
    # Each test's own data folder: a test never writes the case history of the user running it
    # (tests/support/testdatahome.cpp sets the same when a test is run by hand).
    set(environment "XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/${ARG_NAME}.data")
    if("ui" IN_LIST ARG_LABELS)
        list(APPEND environment QT_QPA_PLATFORM=offscreen)
    endif()
    set_tests_properties(${ARG_NAME} PROPERTIES TIMEOUT ${ARG_TIMEOUT} LABELS "${ARG_LABELS}"
                         ENVIRONMENT "${environment}")
endfunction()
