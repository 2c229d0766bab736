# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# custody_precompile_headers(target [extra headers...])
# Most of the time spent compiling a Custody library file goes into parsing the same Qt and
# standard headers again: each library precompiles them once (about a third less compile time on
# a cold build). Tests do not: Qt Test defines QT_TESTCASE_BUILDDIR per folder, which GCC will not
# accept in a header precompiled for another target.
#
# Builds through ccache precompile nothing (CMAKE_DISABLE_PRECOMPILE_HEADERS, set in the top-level
# CMakeLists.txt): GCC writes a different .gch each time, so every object using one missed the
# cache, and a .gch that ccache restored from another checkout's build could be unreadable. There
# the same headers are included first in every C++ file, as plain text, so that a file compiles
# alike either way.
set(CUSTODY_PRECOMPILED_HEADERS
    <QByteArray> <QCoreApplication> <QDateTime> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QObject> <QString> <QStringList>
    <algorithm> <atomic> <chrono> <functional> <memory> <optional> <span> <vector>)

# Includes `headers` first in every C++ file of `target`, from a header written once for `name`.
function(custody_include_first target name)
    set(text "")
    foreach(header ${ARGN})
        string(APPEND text "#include ${header}\n")
    endforeach()
    set(file ${PROJECT_BINARY_DIR}/included-first/${name}.h)
    file(CONFIGURE OUTPUT ${file} CONTENT "${text}" @ONLY)
    # Every file of these targets is C++.
    target_compile_options(${target} PRIVATE "SHELL:-include ${file}")
endfunction()

function(custody_precompile_headers target)
    if(CMAKE_DISABLE_PRECOMPILE_HEADERS)
        custody_include_first(${target} ${target} ${CUSTODY_PRECOMPILED_HEADERS} ${ARGN})
    else()
        target_precompile_headers(${target} PRIVATE ${CUSTODY_PRECOMPILED_HEADERS} ${ARGN})
    endif()
endfunction()
